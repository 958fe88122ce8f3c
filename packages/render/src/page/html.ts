import type { Block, Cover, Table } from '../document/model';
import { block, coverFacts } from '../pdf/html';
import { escapeHtml as e } from '../pdf/escape';
import { decisionSection } from './decision';
import { pageLabelsFor, type PageLabels } from './labels';
import { optionId } from './selection';
import { pageShell } from './shell';
import type { SharePageView } from './view';
import { languageOf } from '../document/language';

function header(c: Cover, view: SharePageView): string {
  const { labels } = view.doc;
  const facts = coverFacts(c, labels);
  return [
    '<header><div class="wrap">',
    c.agencyName ? `<div class="agency">${e(c.agencyName)}</div>` : '',
    `<div class="eyebrow">${e(labels.proposal)}</div>`,
    `<h1>${e(c.title)}</h1>`,
    c.clientName ? `<div class="client">${e(labels.preparedFor)} ${e(c.clientName)}</div>` : '',
    `<dl class="facts">${facts.map(([k, v]) => `<div><dt>${e(k)}</dt><dd>${e(v)}</dd></div>`).join('')}</dl>`,
    '</div></header>',
  ].join('');
}

/** A wide table scrolls inside its own focusable region, so the page never scrolls sideways. */
const scrolling = (label: string, html: string) =>
  `<div class="scroll" tabindex="0" role="region" aria-label="${e(label)}">${html}</div>`;

/** The options table with a checkbox per line, bound to the accept form (`form="accept"`). */
function optionsTable(table: Table, view: SharePageView, page: PageLabels): string {
  const { open } = view;
  const head = [page.include, ...table.columns.map((c) => c.label)];
  const rows = table.rows.map((cells, i) => {
    const id = optionId(i);
    const checked = view.selections.includes(id) ? ' checked' : '';
    const box = `<input type="checkbox" id="${id}" name="selections" value="${id}" form="accept"${checked}${open ? '' : ' disabled'}>`;
    const rest = cells
      .slice(1)
      .map((c, j) => `<td${table.columns[j + 1]?.align === 'right' ? ' class="num"' : ''}>${e(c)}</td>`);
    return `<tr><td>${box}</td><td><label class="check" for="${id}">${e(cells[0] ?? '')}</label></td>${rest.join('')}</tr>`;
  });
  const html = `<table><thead><tr>${head.map((h) => `<th scope="col">${e(h)}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
  return [
    `<p>${e(page.chooseOptions)}</p>`,
    scrolling(view.doc.labels.options, html),
    open
      ? `<button type="submit" id="update" class="secondary" form="accept" name="intent" value="update" formnovalidate>${e(page.updateTotal)}</button>`
      : '',
  ].join('');
}

function blockHtml(b: Block, view: SharePageView, page: PageLabels): string {
  if (b.kind !== 'table') return block(b);
  if (b.role === 'options' && view.snapshot.pricingOptions.length) return optionsTable(b.table, view, page);
  const label = b.table.columns.map((c) => c.label).join(', ');
  return scrolling(label, block(b));
}

/** The client's page: the document (the same model the PDF draws), its options, the decision. */
export function sharePageHtml(view: SharePageView): string {
  const language = languageOf(view.snapshot.language);
  const page = pageLabelsFor(language);
  const sections = view.doc.sections.map((s, i) => {
    const heading = s.title ? `<h2 id="s${i}">${e(s.title)}</h2>` : '';
    const labelled = s.title ? ` aria-labelledby="s${i}"` : '';
    return `<section${labelled}>${heading}${s.blocks.map((b) => blockHtml(b, view, page)).join('')}</section>`;
  });
  const body = [
    `<a class="skip" href="#decide">${e(page.skipToDecision)}</a>`,
    header(view.doc.cover, view),
    '<main class="wrap">',
    ...sections,
    decisionSection(view, page, language),
    '</main>',
    `<footer class="wrap"><p>${e(page.viewsNotice)}</p><p>${e(page.signatureNotice)}</p></footer>`,
  ].join('');
  return pageShell({ language, title: view.doc.cover.title, base: view.base, body });
}
