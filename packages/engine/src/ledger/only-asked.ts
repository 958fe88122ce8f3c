// "Lo que le estaríamos pidiendo AHORITA es solamente un diagnóstico y una hoja de ruta, no el
// desarrollo": a newer message that asks for only some work, against the rest, leaves the older
// messages' wish list out of this proposal. It stays visible as what is not included.
import type { Brief } from '../brief';
import { serviceById } from '../catalogue';
import type { Request } from './index';
import { servicesIn } from './services';

const ONLY =
  /(?<![\p{L}])(?:only|just|solamente|solo|sólo|únicamente|seulement|uniquement|juste|nur|lediglich|ausschließlich)(?![\p{L}])/iu;
// The rest refused in the same sentence ("…, no el desarrollo"), or for now ("AHORITA", "for now").
const AGAINST_THE_REST =
  /(?<![\p{L}])(?:not|no|pas|nicht|kein\p{L}*|for now|right now|now|ahorita|ahora|por ahora|pour l'instant|pour le moment|maintenant|vorerst|jetzt|zunächst)(?![\p{L}])/iu;

export function withOnlyAsked(ledger: Request[], brief: Brief): Request[] {
  const only = brief.sentences.find((s) => ONLY.test(s.text) && AGAINST_THE_REST.test(s.text));
  if (!only) return ledger;
  const asked = servicesIn(only.text.slice(ONLY.exec(only.text)?.index ?? 0), brief.language);
  const kinds = new Set<string>(asked.map((m) => m.service.category));
  if (kinds.size === 0) return ledger;
  return ledger.map((row) =>
    row.kind === 'deliverable' &&
    row.message > only.message &&
    row.services.length > 0 &&
    !row.services.some((id) => kinds.has(serviceById(id)?.category ?? ''))
      ? { ...row, kind: 'exclusion' }
      : row,
  );
}
