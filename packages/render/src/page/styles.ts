import { ACCENT } from '../pdf/styles';

// The page's look: the PDF's accent and type, one column that fits 375 px, visible focus, and
// system fonts only (no request leaves the origin). Colours keep WCAG AA contrast on white.
export const PAGE_STYLES = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:1rem/1.6 'Liberation Sans',Arial,Helvetica,'DejaVu Sans',sans-serif;color:#1f2933;background:#f5f7fa}
.wrap{max-width:52rem;margin:0 auto;padding:0 1rem}
.skip{position:absolute;left:-999px;top:0;background:#fff;color:${ACCENT};padding:.5rem 1rem;z-index:2}
.skip:focus{left:1rem}
a{color:${ACCENT}}
:focus-visible{outline:3px solid #b45309;outline-offset:2px}
header{background:${ACCENT};color:#fff;padding:2rem 0 1.5rem}
header .agency{font-weight:700;letter-spacing:.12em;text-transform:uppercase;font-size:.85rem}
header .eyebrow{margin-top:1.5rem;letter-spacing:.2em;text-transform:uppercase;font-size:.8rem;color:#dbe4f0}
h1{margin:.25rem 0 0;font-size:1.9rem;line-height:1.2;overflow-wrap:anywhere}
header .client{margin-top:.5rem;color:#e5ebf3}
.facts{display:flex;flex-wrap:wrap;gap:.5rem 2rem;margin:1.25rem 0 0;padding:0}
.facts dt{font-size:.75rem;letter-spacing:.1em;text-transform:uppercase;color:#dbe4f0}
.facts dd{margin:0;font-weight:700}
main section{background:#fff;margin:1rem 0;padding:1rem 1.25rem;border-radius:6px;overflow-wrap:anywhere}
h2{color:${ACCENT};font-size:1.35rem;margin:0 0 .75rem;padding-bottom:.35rem;border-bottom:1px solid #d1d5db}
h3{font-size:1.1rem;margin:1.25rem 0 .4rem}
p{white-space:pre-line}
.scroll{overflow-x:auto;margin:.5rem 0 1rem}
table{width:100%;border-collapse:collapse;font-size:.92rem}
th{background:${ACCENT};color:#fff;text-align:left;padding:.45rem .6rem;font-size:.8rem}
td{padding:.45rem .6rem;border-bottom:1px solid #e5e7eb;vertical-align:top}
.num{text-align:right;white-space:nowrap}
tfoot td{font-weight:700;border-top:2px solid ${ACCENT}}
input[type=checkbox]{width:1.3rem;height:1.3rem;margin:0;accent-color:${ACCENT}}
.total{font-size:1.25rem;margin:.5rem 0 1rem}
.total strong{color:${ACCENT}}
label{display:block;font-weight:700;margin:.75rem 0 .25rem}
.check{display:flex;gap:.6rem;align-items:flex-start;font-weight:400}
.check input{flex:none;margin-top:.2rem}
.hint{color:#4b5563;font-size:.9rem;margin:.1rem 0}
input[type=text],input[type=email],textarea{width:100%;font:inherit;padding:.55rem;border:1px solid #6b7280;border-radius:4px}
button{font:inherit;font-weight:700;border:0;border-radius:4px;padding:.7rem 1.2rem;margin:.75rem 0;cursor:pointer;min-height:44px}
.primary{background:${ACCENT};color:#fff}
.secondary{background:#e5e7eb;color:#111827}
.notice{border-left:4px solid #b45309;background:#fff7ed;padding:.6rem .8rem}
.done{border-left:4px solid #047857;background:#ecfdf5;padding:.6rem .8rem}
footer{color:#4b5563;font-size:.85rem;padding:1rem 0 2rem}
`;
