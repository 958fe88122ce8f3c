// The service catalogue: what an agency sells, how briefs name it, what unit its quantity counts
// and how many hours a unit takes (data/services.json, each figure with its market source). One
// matcher per language finds services in a request's words; the longest keyword wins.
import type { Category } from '@proposals/contracts';
import { LANGUAGES, type Language } from '@proposals/locale';
import { phraseKey, PhraseMatcher } from '../text/phrases';
import { findCombos } from './combos';
import includeData from './data/includes.json';
import serviceData from './data/services.json';
import unitData from './data/units.json';

export type Phase =
  | 'discovery'
  | 'design'
  | 'build'
  | 'content'
  | 'production'
  | 'testing'
  | 'launch'
  | 'campaign'
  | 'event'
  | 'reporting'
  | 'retest'
  | 'support'
  | 'training';

export type PerLanguage<T> = Record<Language, T>;

export interface HoursModel {
  base: number;
  perUnit: number;
  min: number;
  max: number;
}

export interface Reducible {
  factor: number;
  how: PerLanguage<string>;
}

export interface Component {
  id: string;
  phase: Phase;
  label: PerLanguage<string>;
  hours: HoursModel;
  reducible: Reducible | null;
}

export interface Service {
  id: string;
  category: Category;
  phase: Phase;
  label: PerLanguage<string>;
  keywords: PerLanguage<string[]>;
  unit: string | null;
  defaultQuantity: number | null;
  hours: HoursModel;
  recurring: boolean;
  reducible: Reducible | null;
  components: Component[] | null;
  sources: string[];
}

export interface Unit {
  words: PerLanguage<string[]>;
  /** Singular and plural. */
  label: PerLanguage<[string, string]>;
}

export const SERVICES = serviceData.services as unknown as Service[];
export const UNITS = unitData.units as unknown as Record<string, Unit>;
const BY_ID = new Map(SERVICES.map((service) => [service.id, service]));

export const serviceById = (id: string): Service | undefined => BY_ID.get(id);

const INCLUDES = includeData.includes as Record<string, PerLanguage<string> | undefined>;

/** What a service's line consists of, as a proposal says it after the line's name. */
export const includesOf = (id: string, language: Language): string | null => INCLUDES[id]?.[language] ?? null;

/** A build: work made of phases of its own (plan, design, build, launch), not a single task. */
export const isBuild = (id: string | null | undefined): boolean =>
  (BY_ID.get(id ?? '')?.components?.length ?? 0) > 0;

/** Hours for `quantity` units (the default when none is stated), within the model's bounds. */
export function hoursFor(model: HoursModel, quantity: number | null): number {
  const raw = model.base + model.perUnit * (quantity ?? 0);
  return Math.min(model.max, Math.max(model.min, raw));
}

export interface ServiceMatch {
  service: Service;
  /** Where in the text the keyword stands. */
  start: number;
  end: number;
}

const ENDINGS = ['s', 'es', 'en', 'n', 'e'];

interface Matcher {
  matcher: PhraseMatcher;
  byKey: Map<string, Service>;
}

/** A keyword in the brief's language or in English; a short plural or case ending may follow it. */
function buildMatcher(language: Language): Matcher {
  const byKey = new Map<string, Service>();
  const keywords: string[] = [];
  for (const lang of [language, 'en' as Language]) {
    for (const service of SERVICES) {
      for (const keyword of service.keywords[lang] ?? []) {
        const key = phraseKey(keyword.replace(/^\*|\*$/g, ''));
        if (!byKey.has(key)) byKey.set(key, service);
        keywords.push(keyword);
      }
    }
  }
  // A short plural or case ending may follow a keyword ("apps", "Onlineshops", "Webseiten").
  return { matcher: new PhraseMatcher(keywords, ENDINGS), byKey };
}

const MATCHERS = new Map(LANGUAGES.map((language) => [language, buildMatcher(language)]));

/** The services named in `text`, longest keyword first where two overlap. */
export function findServices(text: string, language: Language): ServiceMatch[] {
  const { matcher, byKey } = MATCHERS.get(language) as Matcher;
  const found: ServiceMatch[] = [];
  for (const { start, end } of matcher.all(text)) {
    const service = lookup(byKey, text.slice(start, end));
    if (service) found.push({ service, start, end });
  }
  for (const combo of findCombos(text)) {
    const service = BY_ID.get(combo.service);
    if (service) found.push({ service, start: combo.start, end: combo.end });
  }
  return found;
}

/** The service of a matched span: its whole key, else the longest keyword key it ends with (compounds). */
function lookup(byKey: Map<string, Service>, span: string): Service | undefined {
  const key = phraseKey(span);
  const exact = byKey.get(key);
  if (exact) return exact;
  for (let i = 1; i < key.length; i += 1) {
    const tail = byKey.get(key.slice(i));
    if (tail) return tail;
  }
  for (let i = key.length - 1; i > 0; i -= 1) {
    const head = byKey.get(key.slice(0, i));
    if (head) return head;
  }
  return undefined;
}
