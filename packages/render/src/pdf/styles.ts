// The look of the PDF: A4, a quiet serif-free type scale, an ink-blue accent, ruled tables.
export const ACCENT = '#1d3557';
export const MUTED = '#6b7280';

export const STYLES = `
@page { size: A4; margin: 22mm 20mm 24mm 20mm; }
@page :first { margin: 0; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-family: 'Liberation Sans', Arial, Helvetica, 'DejaVu Sans', sans-serif;
  font-size: 10.5pt; line-height: 1.55; color: #1f2933; }
.cover { height: 297mm; padding: 34mm 24mm 26mm; display: flex; flex-direction: column;
  break-after: page; background: linear-gradient(${ACCENT}, ${ACCENT}) left top / 9mm 100% no-repeat; }
.cover .agency { font-size: 11pt; letter-spacing: 0.18em; text-transform: uppercase; color: ${ACCENT}; font-weight: 700; }
.cover .eyebrow { margin-top: 58mm; font-size: 10pt; letter-spacing: 0.3em; text-transform: uppercase; color: ${MUTED}; }
.cover h1 { margin: 5mm 0 0; font-size: 30pt; line-height: 1.15; color: ${ACCENT}; font-weight: 700;
  overflow-wrap: anywhere; }
.cover .client { margin-top: 8mm; font-size: 14pt; color: #374151; }
.cover .facts { margin-top: auto; display: flex; gap: 12mm; border-top: 1.5pt solid ${ACCENT}; padding-top: 6mm; }
.cover .fact .label { font-size: 8pt; letter-spacing: 0.14em; text-transform: uppercase; color: ${MUTED}; }
.cover .fact { flex: none; }
.cover .fact:last-child { flex: 1; }
.cover .fact:not(:last-child) .value { white-space: nowrap; }
.cover .fact .value { margin-top: 1.5mm; font-size: 11.5pt; font-weight: 700; color: #111827; }
section { break-before: auto; }
section + section { margin-top: 9mm; }
h2 { font-size: 17pt; color: ${ACCENT}; margin: 0 0 4mm; padding-bottom: 2mm;
  border-bottom: 0.75pt solid #d1d5db; break-after: avoid; }
h3 { font-size: 12pt; color: #111827; margin: 6mm 0 2mm; break-after: avoid; }
p { margin: 0 0 3mm; orphans: 3; widows: 3; white-space: pre-line; }
ul, ol { margin: 0 0 3.5mm; padding-left: 6mm; }
li { margin: 0 0 1.2mm; padding-left: 1mm; }
ul li::marker { color: ${ACCENT}; }
table { width: 100%; border-collapse: collapse; margin: 2mm 0 5mm; font-size: 9.5pt; break-inside: avoid; }
thead { display: table-header-group; }
/* The total closes the table once, not at the foot of every page it spans. */
tfoot { display: table-row-group; }
tr { break-inside: avoid; }
th { background: ${ACCENT}; color: #fff; font-weight: 700; text-align: left; padding: 2.2mm 3mm;
  font-size: 8.5pt; letter-spacing: 0.04em; text-transform: uppercase; }
td { padding: 2mm 3mm; border-bottom: 0.5pt solid #e5e7eb; vertical-align: top; }
/* A phase's name reads as one label; its activities take the wrapping. */
table.timeline td:first-child { white-space: nowrap; }
tbody tr:nth-child(even) td { background: #f5f7fa; }
.num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
tfoot td { font-weight: 700; border-top: 1.2pt solid ${ACCENT}; border-bottom: none; background: #eef2f7; }
`;
