// "4 videos" then "2 shoot days", "2 jours de tournage", "2 Drehtage": the days the films are shot
// in, said beside them, are part of the video's production, not an event film or a photo shoot of
// their own (the filming is priced once, in the video's line).
import type { Request } from './index';

const SHOOT = /(?<![\p{L}])(?:shoot|shooting|filming|tournage|dreh|rodaje|grabación)/iu;
const PHOTO = /(?<![\p{L}])(?:photo|photos|foto|fotos|fotografía|photographie)(?![\p{L}])/iu;
const VIDEO = 'video-production';

export function withShootDaysOfTheFilm(ledger: Request[]): Request[] {
  if (!ledger.some((r) => r.kind === 'deliverable' && r.services[0] === VIDEO)) return ledger;
  return ledger.map((r) =>
    r.kind === 'deliverable' && r.unit === 'day' && SHOOT.test(r.text) && !PHOTO.test(r.text)
      ? { ...r, services: [VIDEO] }
      : r,
  );
}
