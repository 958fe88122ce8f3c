// "Wir suchen eine Agentur für ein Vorprojekt (Analyse und Konzept). Die Umsetzung wird später separat
// ausgeschrieben": the client buys the thinking now; a build the brief names (the site, the app) is the
// later project's, left out, not priced beside the analysis.
import type { Brief } from '../brief';
import { isBuild } from '../catalogue';
import type { Request } from './index';

const LATER_BUILD =
  /(?<![\p{L}])(?:implementation|the build|development|umsetzung|realisierung|programmierung|réalisation|mise en (?:œuvre|oeuvre)|développement|implementación|desarrollo|ejecución)(?![\p{L}])[^.;]{0,40}?(?<![\p{L}])(?:later|separately|in a later phase|später|separat|gesondert|ultérieurement|séparément|plus tard|más adelante|por separado|posteriormente)(?![\p{L}])/iu;

export function withoutLaterBuilds(ledger: Request[], brief: Brief): Request[] {
  if (!brief.sentences.some(({ text }) => LATER_BUILD.test(text))) return ledger;
  const analysis = ledger.some((r) => r.kind === 'deliverable' && !r.services.some(isBuild));
  if (!analysis) return ledger;
  return ledger.map((row) =>
    row.kind === 'deliverable' && row.services.length > 0 && row.services.every(isBuild)
      ? { ...row, kind: 'exclusion' as const }
      : row,
  );
}
