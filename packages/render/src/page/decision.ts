import type { Language } from '../document/language';
import { formatDate } from '../document/labels';
import { escapeHtml as e } from '../pdf/escape';
import type { PageLabels } from './labels';
import { formatShareMoney, shareTotal } from './selection';
import type { SharePageView } from './view';

/** The decision already made: what, by whom, when, and the client's copy of the evidence. */
function decided(view: SharePageView, page: PageLabels, language: Language): string {
  const d = view.decision!;
  const date = formatDate(d.decidedAt.slice(0, 10), language);
  if (!d.ownLink) return `<p class="done" role="status">${e(page.closed)}</p>`;
  const text =
    d.decision === 'accepted'
      ? page.accepted(d.signerName ?? '', date, formatShareMoney(view.snapshot, d.totalPrice))
      : page.declined(date);
  return [
    `<p class="done" role="status">${e(text)}</p>`,
    `<p><a href="${e(view.base)}/evidence.pdf">${e(page.evidence)}</a></p>`,
  ].join('');
}

function acceptForm(view: SharePageView, page: PageLabels): string {
  const total = shareTotal(view.snapshot, view.selections);
  const formatted = formatShareMoney(view.snapshot, total);
  const { form } = view;
  return [
    `<p class="total">${e(page.yourTotal)}: <strong id="total-value" aria-live="polite">${e(formatted)}</strong></p>`,
    `<form id="accept" method="post" action="${e(view.base)}/accept" aria-labelledby="accept-h">`,
    `<h3 id="accept-h">${e(page.acceptHeading)}</h3>`,
    `<input type="hidden" id="expected-total" name="expectedTotal" value="${total}">`,
    `<label for="signerName">${e(page.signerName)}</label>`,
    `<p class="hint" id="signerName-hint">${e(page.signerNameHint)}</p>`,
    `<input type="text" id="signerName" name="signerName" autocomplete="name" required maxlength="200" aria-describedby="signerName-hint" value="${e(form.signerName ?? '')}">`,
    `<label for="signerEmail">${e(page.signerEmail)}</label>`,
    `<input type="email" id="signerEmail" name="signerEmail" autocomplete="email" required maxlength="320" value="${e(form.signerEmail ?? '')}">`,
    `<label class="check" for="consent"><input type="checkbox" id="consent" name="consent" value="yes" required>`,
    `<span id="consent-text">${e(page.consent(formatted))}</span></label>`,
    `<p class="hint">${e(page.signatureNotice)}</p>`,
    `<button type="submit" class="primary" name="intent" value="accept">${e(page.accept)}</button>`,
    '</form>',
  ].join('');
}

function declineForm(view: SharePageView, page: PageLabels): string {
  return [
    `<form method="post" action="${e(view.base)}/decline" aria-labelledby="decline-h">`,
    `<h3 id="decline-h">${e(page.declineHeading)}</h3>`,
    `<label for="reason">${e(page.reason)}</label>`,
    `<textarea id="reason" name="reason" rows="3" maxlength="2000">${e(view.form.reason ?? '')}</textarea>`,
    `<button type="submit" class="secondary">${e(page.decline)}</button>`,
    '</form>',
  ].join('');
}

/** The last section: the decision when made, else the total, the accept and decline forms. */
export function decisionSection(view: SharePageView, page: PageLabels, language: Language): string {
  const notice = view.form.notice ? `<p class="notice" role="alert">${e(view.form.notice)}</p>` : '';
  const content = view.decision
    ? decided(view, page, language)
    : view.open
      ? notice + acceptForm(view, page) + declineForm(view, page)
      : `<p class="done" role="status">${e(page.closed)}</p>`;
  return `<section id="decide" aria-labelledby="decide-h" tabindex="-1"><h2 id="decide-h">${e(page.decideHeading)}</h2>${content}</section>`;
}
