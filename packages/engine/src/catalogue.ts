import type { Category } from '@proposals/contracts';
import data from './data/deliverables.json';

export type Language = 'en' | 'fr' | 'de' | 'es';
export const LANGUAGES: readonly Language[] = ['en', 'fr', 'de', 'es'];

export interface Hours {
  optimistic: number;
  likely: number;
  pessimistic: number;
}

/** One kind of deliverable: how briefs name it, who does it, how long it takes. */
export interface CatalogueEntry {
  id: string;
  category: Category;
  role: string;
  /** 1 core, 2 important, 3 nice to have: options are made from the highest numbers first. */
  priority: 1 | 2 | 3;
  label: Record<Language, string>;
  keywords: Record<Language, string[]>;
  hours: Hours;
}

export const CATALOGUE = data.deliverables as CatalogueEntry[];
