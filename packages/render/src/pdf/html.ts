import type { Block, Cover, ProposalDocument, Run, Table } from '../document/model';
import { escapeHtml as e } from './escape';
import { STYLES } from './styles';

/** Inline runs; a link keeps its (already vetted) target, so the page and the PDF can follow it. */
export function runs(list: Run[]): string {
  return list
    .map((r) => {
      let html = e(r.text);
      if (r.italic) html = `<em>${html}</em>`;
      if (r.bold) html = `<strong>${html}</strong>`;
      return r.href ? `<a href="${e(r.href)}" rel="noopener noreferrer nofollow">${html}</a>` : html;
    })
    .join('');
}

export function table({ columns, rows, total }: Table, role?: string): string {
  const cell = (tag: 'th' | 'td', text: string, i: number) =>
    `<${tag}${columns[i]?.align === 'right' ? ' class="num"' : ''}>${e(text)}</${tag}>`;
  const row = (tag: 'th' | 'td') => (cells: string[]) =>
    `<tr>${cells.map((c, i) => cell(tag, c, i)).join('')}</tr>`;
  return [
    role ? `<table class="${role}">` : '<table>',
    `<thead>${row('th')(columns.map((c) => c.label))}</thead>`,
    `<tbody>${rows.map(row('td')).join('')}</tbody>`,
    total ? `<tfoot>${row('td')(total)}</tfoot>` : '',
    '</table>',
  ].join('');
}

export function block(b: Block): string {
  switch (b.kind) {
    case 'heading':
      return `<h3>${e(b.text)}</h3>`;
    case 'paragraph':
      return `<p>${runs(b.runs)}</p>`;
    case 'list': {
      const tag = b.ordered ? 'ol' : 'ul';
      // A nested item opens a bullet list inside the item before it.
      const depth = (i: number) => b.depths?.[i] ?? 0;
      const html = b.items
        .map((item, i) => {
          const open = depth(i) > 0 && (i === 0 || depth(i - 1) === 0) ? '<ul>' : '';
          const close =
            depth(i) === 0
              ? depth(i + 1) > 0
                ? ''
                : '</li>'
              : depth(i + 1) === 0
                ? '</li></ul></li>'
                : '</li>';
          return `${open}<li>${runs(item)}${close}`;
        })
        .join('');
      return `<${tag}>${html}</${tag}>`;
    }
    case 'table':
      return table(b.table, b.role);
  }
}

/** The cover's facts that have a value, as label and value. */
export const coverFacts = (c: Cover, labels: ProposalDocument['labels']): [string, string][] =>
  [
    [labels.date, c.date],
    [labels.investment, c.investment],
    [labels.timeline, c.schedule],
  ].filter((f): f is [string, string] => f[1] !== null);

function cover(c: Cover, labels: ProposalDocument['labels']): string {
  const facts = coverFacts(c, labels);
  return [
    '<div class="cover">',
    `<div class="agency">${e(c.agencyName ?? '')}</div>`,
    `<div class="eyebrow">${e(labels.proposal)}</div>`,
    `<h1>${e(c.title)}</h1>`,
    c.clientName ? `<div class="client">${e(labels.preparedFor)} ${e(c.clientName)}</div>` : '',
    '<div class="facts">',
    ...facts.map(
      ([label, value]) =>
        `<div class="fact"><div class="label">${e(label)}</div><div class="value">${e(value)}</div></div>`,
    ),
    '</div></div>',
  ].join('');
}

/** The whole document as one self-contained page: no script, no external resource. */
export function documentHtml(doc: ProposalDocument): string {
  const sections = doc.sections.map(
    (s) => `<section>${s.title ? `<h2>${e(s.title)}</h2>` : ''}${s.blocks.map(block).join('')}</section>`,
  );
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    `<title>${e(doc.cover.title)}</title><style>${STYLES}</style></head><body>`,
    cover(doc.cover, doc.labels),
    ...sections,
    '</body></html>',
  ].join('');
}

/** Chromium's footer: the agency and title on the left, "Page n of N" on the right. */
export function footerHtml(doc: ProposalDocument): string {
  const left = [doc.cover.agencyName, doc.cover.title]
    .filter(Boolean)
    .map((t) => e(t!))
    .join(' · ');
  const { page, of } = doc.labels;
  return `<div style="width:100%;margin:0 20mm;font:7.5pt 'Liberation Sans',Arial,sans-serif;color:#6b7280;display:flex;justify-content:space-between;gap:8mm"><span style="overflow:hidden;white-space:nowrap;text-overflow:ellipsis">${left}</span><span style="white-space:nowrap">${e(page)} <span class="pageNumber"></span> ${e(of)} <span class="totalPages"></span></span></div>`;
}
