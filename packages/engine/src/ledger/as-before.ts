// "The phishing test and staff training are still wanted as before": a newer message that confirms
// older requests names them again; the older ones, in full, are the requests.
import type { Brief } from '../brief';
import type { Request } from './index';

const AS_BEFORE =
  /(?<![\p{L}])(?:as before|as planned|as discussed|still wanted|still needed|comme avant|comme prévu|toujours d'actualité|wie gehabt|wie besprochen|wie geplant|como antes|como estaba previsto|siguen igual)(?![\p{L}])/iu;

export function withoutRestated(ledger: Request[], brief: Brief): Request[] {
  const confirming = brief.sentences.filter((s) => AS_BEFORE.test(s.text));
  if (confirming.length === 0) return ledger;
  const restates = (row: Request) =>
    confirming.some((s) => s.message === row.message && s.text.includes(row.text)) &&
    ledger.some((older) => older.kind === 'deliverable' && older.message > row.message);
  return ledger.filter((row) => row.kind !== 'deliverable' || !restates(row));
}
