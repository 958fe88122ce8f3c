import { formatDate as formatLocaleDate, localeFor } from '@proposals/locale';
import type { Language } from './language';

/** The words a document adds around the proposal's own text, in its language. */
export interface Labels {
  proposal: string;
  preparedFor: string;
  preparedBy: string;
  date: string;
  investment: string;
  timeline: string;
  options: string;
  item: string;
  hours: string;
  rate: string;
  total: string;
  optionsTotal: string;
  phase: string;
  activities: string;
  start: string;
  end: string;
  days: string;
  /** "12 days" in running text: lower case, but German nouns keep their capital. */
  dayCount: string;
  page: string;
  of: string;
}

const LABELS: Record<Language, Labels> = {
  en: {
    proposal: 'Proposal',
    preparedFor: 'Prepared for',
    preparedBy: 'Prepared by',
    date: 'Date',
    investment: 'Investment',
    timeline: 'Timeline',
    options: 'Options',
    item: 'Item',
    hours: 'Hours',
    rate: 'Rate',
    total: 'Total',
    optionsTotal: 'Total of options',
    phase: 'Phase',
    activities: 'Activities',
    start: 'Start',
    end: 'End',
    days: 'Days',
    dayCount: 'days',
    page: 'Page',
    of: 'of',
  },
  fr: {
    proposal: 'Proposition',
    preparedFor: 'Préparée pour',
    preparedBy: 'Préparée par',
    date: 'Date',
    investment: 'Investissement',
    timeline: 'Calendrier',
    options: 'Options',
    item: 'Poste',
    hours: 'Heures',
    rate: 'Taux',
    total: 'Total',
    optionsTotal: 'Total des options',
    phase: 'Phase',
    activities: 'Activités',
    start: 'Début',
    end: 'Fin',
    days: 'Jours',
    dayCount: 'jours',
    page: 'Page',
    of: 'sur',
  },
  de: {
    proposal: 'Angebot',
    preparedFor: 'Erstellt für',
    preparedBy: 'Erstellt von',
    date: 'Datum',
    investment: 'Investition',
    timeline: 'Zeitplan',
    options: 'Optionen',
    item: 'Position',
    hours: 'Stunden',
    rate: 'Satz',
    total: 'Summe',
    optionsTotal: 'Summe der Optionen',
    phase: 'Phase',
    activities: 'Leistungen',
    start: 'Beginn',
    end: 'Ende',
    days: 'Tage',
    dayCount: 'Tage',
    page: 'Seite',
    of: 'von',
  },
  es: {
    proposal: 'Propuesta',
    preparedFor: 'Preparada para',
    preparedBy: 'Preparada por',
    date: 'Fecha',
    investment: 'Inversión',
    timeline: 'Calendario',
    options: 'Opciones',
    item: 'Concepto',
    hours: 'Horas',
    rate: 'Tarifa',
    total: 'Total',
    optionsTotal: 'Total de opciones',
    phase: 'Fase',
    activities: 'Actividades',
    start: 'Inicio',
    end: 'Fin',
    days: 'Días',
    dayCount: 'días',
    page: 'Página',
    of: 'de',
  },
};

export const labelsFor = (language: Language): Labels => LABELS[language];

/** `9 November 2026`, `9 de noviembre de 2026`: the locale package writes dates for the whole house. */
export const formatDate = (isoDate: string, language: Language): string =>
  formatLocaleDate(isoDate, localeFor(language));
