// The names a brief writes as people's ("I'm Kerry", "Hi Clare", "Thanks, Shannon"): a place that is
// someone's name says nothing of where the client is.
import { hasOrganisationNoun } from './client-signs';
import data from './data/markets.json';

// "I'm Kerry", "Hi Clare", "Thanks, Shannon": one to three capitalised words a brief writes as a person.
const NAME = String.raw`\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*){0,2}(?![\p{L}'’-])`;
const PEOPLE = data.people.map(
  (cue) => new RegExp(`(?<![\\p{L}])${cue.replace('{name}', `(${NAME})`)}`, 'gmu'),
);

/** The words of every name the brief writes as a person's, not an organisation's ("Kerry County Council"). */
export function peopleIn(text: string): Set<string> {
  const people = new Set<string>();
  for (const cue of PEOPLE)
    for (const match of text.matchAll(cue)) {
      const name = match[1] ?? '';
      if (!hasOrganisationNoun(name)) for (const word of name.split(/\s+/)) people.add(word);
    }
  return people;
}
