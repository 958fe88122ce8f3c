// A newer message that drops a service ("Drop the driver app idea", "instead of the penetration
// test") takes back the older request, and what the client says they will do is theirs.
import type { Language } from '@proposals/locale';
import { serviceById } from '../catalogue';
import { escapeRegex } from '../text/phrases';
import type { Request } from './index';

/** The keywords of a service the words name it by, even where a narrower one wins. */
function keywordsIn(text: string, id: string, language: Language): string[] {
  const keywords = serviceById(id)?.keywords;
  const words = [...(keywords?.en ?? []), ...(language === 'en' ? [] : (keywords?.[language] ?? []))];
  const lower = text.toLowerCase();
  return words.filter(
    (k) => !k.includes('*') && new RegExp(`(?<![\\p{L}])${escapeRegex(k)}(?![\\p{L}])`, 'u').test(lower),
  );
}

const namesWork = (text: string, id: string, language: Language): boolean =>
  keywordsIn(text, id, language).length > 0;

/** "front of house do the stories" gives away stories, not "3 posts a week": the same words, or none known. */
function sameWords(given: string, asked: string, id: string, language: Language): boolean {
  const theirs = keywordsIn(given, id, language);
  const ours = keywordsIn(asked, id, language);
  return theirs.length === 0 || ours.length === 0 || theirs.some((k) => ours.includes(k));
}

// "Englische Version (ca. 4.000 Wörter) -> bitte anbieten": the name an item is listed by, before
// its details; two words at least, so that one service's word alone ("website") names no item.
const HEAD = /^[^(:,;→>–-]+/u;
const MIN_HEAD_WORDS = 2;
const stem = (word: string) => word.toLowerCase().slice(0, 6);

function namedBy(item: string, refusal: string): boolean {
  const head = (HEAD.exec(item)?.[0] ?? '').split(/[^\p{L}]+/u).filter((word) => word.length >= 4);
  if (head.length < MIN_HEAD_WORDS) return false;
  const words = new Set(refusal.split(/[^\p{L}]+/u).map(stem));
  return head.every((word) => words.has(stem(word)));
}

export function withoutWithdrawn(ledger: Request[], language: Language): Request[] {
  const dropped = ledger.filter((r) => r.kind === 'exclusion');
  // "…she'll do the product shots for free, so take that out": a newer message gives it to the client;
  // "Das Catering macht der Buschenschank" gives away what its own message listed, by its subject.
  const gives = (c: Request, row: Request) =>
    c.message < row.message
      ? row.services.every((id) => c.services.includes(id) && sameWords(c.text, row.text, id, language))
      : // "12 posts a month" asked in a list is not given away by "we boost our own posts" beside it.
        c.message === row.message &&
        row.per === null &&
        row.services.every((id) => id === c.services[0] && sameWords(c.text, row.text, id, language));
  const givenAway = (row: Request) =>
    row.services.length > 0 && ledger.some((c) => c.kind === 'client' && gives(c, row));
  return ledger.flatMap((row, at) => {
    if (row.kind !== 'deliverable') return [row];
    // "PS: … die englische Version sollen wir weglassen": later in the same message, by the item's own name.
    const later = ledger
      .slice(at + 1)
      .some(
        (e) =>
          e.kind === 'exclusion' &&
          e.message === row.message &&
          e.services.some((id) => row.services.includes(id)) &&
          namedBy(row.text, e.text),
      );
    if (later) return [{ ...row, kind: 'exclusion' as const }];
    // "instead of the penetration test" takes back "An external penetration test of our network":
    // the older request names the refused work in its own words, whatever narrower work it reads as.
    const newer = dropped.find(
      (e) =>
        e.message < row.message &&
        e.services.some((id) => row.services.includes(id) || namesWork(row.text, id, language)),
    );
    if (newer) return [{ ...row, kind: 'exclusion' as const }];
    return givenAway(row) ? [] : [row];
  });
}
