// "TikTok lassen wir erstmal weg" in a newer message over "- TikTok: 3 Videos pro Woche": the work
// for a channel the client drops goes with it, as a dropped service's does (withoutWithdrawn).
import type { Brief } from '../brief';
import { sentencesOf } from '../brief/sentences';
import { platformsIn } from '../text/platforms';
import type { Request } from './index';

const DROP =
  /(?<![\p{L}])(?:lassen wir (?:\p{L}+ )?weg|weglassen|streichen|fällt weg|drop(?:ped)?|skip|leave out|scrap|take out|forget about|quitamos|quita|olvídate de|on oublie|on laisse tomber|on retire|on enlève)(?![\p{L}])/iu;

/** The channels each message drops, by message. */
function droppedBy(brief: Brief): { message: number; platforms: string[] }[] {
  return brief.lines.flatMap((line) =>
    line.part === 'body'
      ? sentencesOf(line.text)
          .filter(({ text }) => DROP.test(text))
          .map(({ text }) => ({ message: line.message, platforms: platformsIn(text) }))
          .filter((d) => d.platforms.length > 0)
      : [],
  );
}

export function withoutDroppedPlatforms(ledger: Request[], brief: Brief): Request[] {
  const drops = droppedBy(brief);
  if (drops.length === 0) return ledger;
  return ledger.map((row) => {
    const own = platformsIn(`${row.ref ?? ''} ${row.text}`);
    const dropped = (platform: string) =>
      drops.some((d) => d.message < row.message && d.platforms.includes(platform));
    return row.kind === 'deliverable' && own.length > 0 && own.every(dropped)
      ? { ...row, kind: 'exclusion' as const }
      : row;
  });
}
