// "500 Flyer DIN lang", "10 000 étuis", "1.000 folletos": a design counted in hundreds is one design
// printed that many times. The count is the print run, priced as printing when the brief asks to
// print, never as hundreds of pages designed.
import type { Brief } from '../brief';
import { serviceById } from '../catalogue';
import type { Request } from './index';

const RUN = 100;
const DESIGNED = new Set(['page', 'product', 'template', 'sign']);
const PRINT =
  /(?<![\p{L}])(?:print(?:ed|ing)?|imprim\p{L}*|impression|druck\p{L}*|gedruckt|impres\p{L}*|imprenta)(?![\p{L}])/iu;

export function withPrintRuns(ledger: Request[], brief: Brief): Request[] {
  const printing = PRINT.test(brief.text);
  return ledger.flatMap((row) => {
    const service = serviceById(row.services[0] ?? '');
    const run =
      row.kind === 'deliverable' &&
      service?.category === 'print' &&
      DESIGNED.has(service.unit ?? '') &&
      row.unit === null &&
      row.per === null &&
      (row.quantity ?? 0) >= RUN;
    if (!run) return [row];
    const design = { ...row, quantity: null };
    return printing ? [design, { ...row, services: ['print-run'], unit: 'copy' }] : [design];
  });
}
