// The hand-written briefs of fixtures/briefs: what a careful analyst reads in each.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Fixture {
  id: string;
  title: string;
  createdAt: string;
  text: string;
  expected: {
    language: string;
    budget: { min: number; max: number; currency: string } | null;
    deadline: string | null;
    primaryCategory: string;
    deliverables: string[];
  };
}

/** From the package root, so it works from src (jest) and from dist (node). */
export const FIXTURES_DIR = path.join(__dirname, '../../fixtures/briefs');

export function loadFixtures(dir = FIXTURES_DIR): Fixture[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Fixture);
}
