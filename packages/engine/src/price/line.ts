// A priced line and what pricing knows while it makes them: the shapes every price step shares.
import type { Category } from '@proposals/contracts';
import type { Language } from '@proposals/locale';
import type { Phase, Reducible } from '../catalogue';

export interface PricedLine {
  key: string;
  label: string;
  /** The brief's words the line answers; null for the standard lines of a build. */
  basis: string | null;
  phase: Phase;
  service: string | null;
  /** Units priced (over the whole term for monthly work). */
  quantity: number | null;
  unit: string | null;
  /** Hours over the whole term. */
  hours: number;
  /** Monthly work: hours and units per month, for how many months. */
  /**
   * Recurring work: hours and quantity a month, and the months priced. `open` when the brief sets no
   * term for it inside a project ("ongoing updates after launch"): it is quoted a month, apart from the project.
   */
  perMonth: { hours: number; quantity: number | null; months: number; open: boolean } | null;
  reducible: Reducible | null;
  optional: boolean;
  /** 1: the work the project is about; 2: asked for; 3: undecided. */
  priority: 1 | 2 | 3;
  /** Indexes of the ledger rows it answers. */
  requests: number[];
  /** The brief's words for parts of this work it asks for by name ("a draft accessibility statement"). */
  covers?: string[];
}

export interface PriceContext {
  language: Language;
  primary: Category;
  months: number | null;
  /** A tender's item numbers name its lines ("2.3 Hosting"); elsewhere a list's numbers are only order. */
  refs: boolean;
  /** A retainer prices ongoing work: a campaign becomes its monthly management. */
  retainer: boolean;
  /** Cents per hour: work sold by the word is priced at a whole number of cents a word. */
  rate: number;
}

export const roundHalf = (hours: number): number => Math.round(hours * 2) / 2;
