import { CUES, has } from './cues';

// "€240,000, but that covers salaries, the centre, the college, everything": a sum that pays for the
// organisation's running costs is not what this project may cost.
const COVERS =
  /(?<![\p{L}])(?:covers?|covering|couvre|couvrent|deckt|decken|cubre|cubren|abarca)(?![\p{L}])/iu;

export function coversOtherCosts(after: string): boolean {
  const covers = COVERS.exec(after);
  return covers !== null && has(CUES.negative, after.slice(covers.index));
}
