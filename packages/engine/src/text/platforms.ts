// Products and platforms a brief names (data/platforms.json), found with their case: "Cliniko",
// "Power BI", "Sage 200". Lines are named after what they connect to; the client's tools are named
// back to them.
import data from './data/platforms.json';
import { escapeRegex } from './phrases';

const PLATFORM = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${data.platforms.map(escapeRegex).join('|')})(?![\\p{L}\\p{N}])`,
  'gu',
);

export function platformsIn(text: string): string[] {
  return [...new Set(text.match(PLATFORM) ?? [])];
}
