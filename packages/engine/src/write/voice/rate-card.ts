// What a rate card says, per language: the client asked for rates, not a project's price.
import type { Language } from '@proposals/locale';

type Text = (...values: string[]) => string;

export interface RateCardVoice {
  heading: string;
  asked: Text; // items, date
  perJob: string;
  columns: Text; // rate column's tax, or '' when none is known
  taxNote: Text; // tax name, percent
  next: Text; // first day a job can start
}

export const RATE_CARD_VOICE: Record<Language, RateCardVoice> = {
  en: {
    heading: 'Our rates',
    asked: (items, date) =>
      `You asked for our rates rather than a price for one project, so here they are for ${items}, fixed until ${date}.`,
    perJob:
      'Before each job we send you an estimate from these rates and start once you confirm it; nothing is committed until then, and we invoice the work done at the end of each month.',
    columns: (tax) => `Service|Unit|${tax ? `Rate (excl. ${tax})` : 'Rate'}`,
    taxNote: (tax, percent) => `All rates exclude ${tax} (${percent}).`,
    next: (start) =>
      `1. Tell us whether the rates suit you; we then send our terms of business to sign.\n2. From ${start}, send us each job's brief and we reply with an estimate within one working day.`,
  },
  fr: {
    heading: 'Nos tarifs',
    asked: (items, date) =>
      `Vous nous demandez nos tarifs plutôt qu'un prix pour un projet : les voici pour ${items}, fermes jusqu'au ${date}.`,
    perJob:
      "Avant chaque mission, nous vous envoyons un devis établi sur ces tarifs et commençons après votre accord ; rien n'est engagé avant, et nous facturons en fin de mois le travail réalisé.",
    columns: (tax) => `Prestation|Unité|${tax ? `Tarif (hors ${tax})` : 'Tarif'}`,
    taxNote: (tax, percent) => `Tous les tarifs s'entendent hors ${tax} (${percent}).`,
    next: (start) =>
      `1. Dites-nous si ces tarifs vous conviennent ; nous vous envoyons alors nos conditions générales à signer.\n2. À partir du ${start}, envoyez-nous le brief de chaque mission : nous répondons avec une estimation sous un jour ouvré.`,
  },
  de: {
    heading: 'Unsere Preise',
    asked: (items, date) =>
      `Sie haben uns um unsere Preise statt um ein Projektangebot gebeten. Hier sind sie für ${items}, fest bis zum ${date}.`,
    perJob:
      'Vor jedem Auftrag schicken wir Ihnen eine Schätzung auf Basis dieser Preise und beginnen nach Ihrer Freigabe; vorher ist nichts verbindlich, abgerechnet wird monatlich nach erbrachter Leistung.',
    columns: (tax) => `Leistung|Einheit|${tax ? `Preis (zzgl. ${tax})` : 'Preis'}`,
    taxNote: (tax, percent) => `Alle Preise verstehen sich zuzüglich ${percent} ${tax}.`,
    next: (start) =>
      `1. Sagen Sie uns, ob die Preise für Sie passen; dann senden wir Ihnen unsere Geschäftsbedingungen zur Unterschrift.\n2. Ab dem ${start} schicken Sie uns zu jedem Auftrag ein kurzes Briefing; wir antworten innerhalb eines Arbeitstags mit einer Schätzung.`,
  },
  es: {
    heading: 'Nuestras tarifas',
    asked: (items, date) =>
      `Nos pide nuestras tarifas en lugar de un presupuesto para un proyecto cerrado: aquí las tiene para ${items}, fijas hasta el ${date}.`,
    perJob:
      'Antes de cada trabajo le enviamos una estimación basada en estas tarifas y empezamos cuando usted la confirma; hasta entonces no hay ningún compromiso, y facturamos a fin de mes el trabajo realizado.',
    columns: (tax) => `Servicio|Unidad|${tax ? `Tarifa (sin ${tax})` : 'Tarifa'}`,
    taxNote: (tax, percent) => `Todas las tarifas se entienden sin ${tax} (${percent}).`,
    next: (start) =>
      `1. Díganos si estas tarifas le encajan; entonces le enviamos nuestras condiciones para firmar.\n2. A partir del ${start}, envíenos el briefing de cada trabajo y le respondemos con una estimación en un día laborable.`,
  },
};
