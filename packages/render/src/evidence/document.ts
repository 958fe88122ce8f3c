import type { EvidenceDocument } from '@proposals/contracts';
import { formatMoney, localeFor } from '@proposals/locale';
import { formatDate, labelsFor } from '../document/labels';
import { languageOf } from '../document/language';
import type { ProposalDocument } from '../document/model';
import { pageLabelsFor } from '../page/labels';

/**
 * The evidence of a client's decision as a document the PDF renderer draws like a proposal. Its
 * field names are English, the record's working language; the consent is quoted word for word in
 * the language the client read it in.
 */
export function evidenceDocument({
  record,
  title,
  agencyName,
  language,
}: EvidenceDocument): ProposalDocument {
  const lang = languageOf(language);
  const total = formatMoney(record.totalPrice, record.currency, localeFor(lang, null, record.currency));
  const rows: [string, string][] = [
    ['Decision', record.decision],
    ['Proposal', title],
    ['Signer (typed name)', record.signerName ?? '—'],
    ['Signer email', record.signerEmail ?? '—'],
    ['Reason', record.reason ?? '—'],
    ['Decided at (UTC)', record.decidedAt],
    ['Total', total],
    ['Options chosen', record.selections.join(', ') || 'none'],
    ['IP address', record.ip ?? '—'],
    ['User agent', record.userAgent ?? '—'],
    ['Share link', record.shareLinkId],
    ['Document SHA-256', record.snapshotSha256],
  ];
  const en = labelsFor('en');
  return {
    labels: { ...en, proposal: 'Decision record' },
    cover: {
      title,
      clientName: null,
      agencyName,
      date: formatDate(record.decidedAt.slice(0, 10), 'en'),
      investment: total,
      schedule: null,
    },
    sections: [
      {
        title: 'Decision',
        blocks: [
          {
            kind: 'table',
            table: {
              columns: [
                { label: 'Field', align: 'left' },
                { label: 'Value', align: 'left' },
              ],
              rows,
            },
          },
        ],
      },
      ...(record.consentText
        ? [
            {
              title: 'Consent given',
              blocks: [{ kind: 'paragraph' as const, runs: [{ text: record.consentText }] }],
            },
          ]
        : []),
      {
        title: 'About this signature',
        blocks: [{ kind: 'paragraph', runs: [{ text: pageLabelsFor('en').signatureNotice }] }],
      },
    ],
  };
}
