// The parts of an analysis that say how the brief will be answered (DESIGN §3 "The pipeline's
// results"): the request ledger, the kind of engagement, the client's market, the dates a schedule
// must respect, and the coverage that accounts for every requested deliverable.
import {
  ENGAGEMENT_MODELS,
  KEY_DATE_KINDS,
  REQUEST_FREQUENCIES,
  REQUEST_KINDS,
  COVERAGE_DECISIONS,
} from '../enums';

const nullableString = { type: ['string', 'null'] } as const;
const nullableNumber = { type: ['number', 'null'], minimum: 0 } as const;
const date = { type: 'string', format: 'date' } as const;

const closed = <const P extends Record<string, object>, const R extends readonly (keyof P & string)[]>(
  properties: P,
  required: R,
) => ({ type: 'object', properties, required, additionalProperties: false }) as const;

/** One request of the brief, in its own words, and what it is. */
export const request = closed(
  {
    text: { type: 'string' },
    kind: { type: 'string', enum: REQUEST_KINDS },
    /** Service ids of the engine's catalogue the words name. */
    services: { type: 'array', items: { type: 'string' } },
    quantity: nullableNumber,
    unit: nullableString,
    per: { type: ['string', 'null'], enum: [...REQUEST_FREQUENCIES, null] },
    /** Target languages of a translation, which multiply its words. */
    languages: { type: ['integer', 'null'], minimum: 1 },
    /** Undecided in the brief: offered as an option. */
    optional: { type: 'boolean' },
    /** The brief's item number or list label. */
    ref: nullableString,
    /** 0 for the newest message of a thread. */
    message: { type: 'integer', minimum: 0 },
    /** The tender's lot it belongs to (`engagement.lots[].ref`), an extension. */
    lot: { type: 'string', maxLength: 8 },
  },
  ['text', 'kind', 'services', 'quantity', 'unit', 'per', 'languages', 'optional', 'ref', 'message'],
);

export const engagement = closed(
  {
    model: { type: 'string', enum: ENGAGEMENT_MODELS },
    /** A retainer's term, or the term of a project's recurring part, in months. */
    months: { type: ['integer', 'null'], minimum: 1, maximum: 120 },
    rfp: { type: 'boolean' },
    /** The client asks for the rates (a rate card, a day rate) beside or instead of a price. */
    rates: { type: 'boolean' },
    /** Time and materials capped at this many hours ("en régie, plafonnée à 60 heures"), an extension. */
    hoursCap: { type: ['integer', 'null'], minimum: 1 },
    /** The most the client pays an hour, in cents ("caps consultants at £125 per hour"; a day rate ÷ 8), an extension. */
    rateCap: { type: ['integer', 'null'], minimum: 1 },
    /**
     * Units the client asks to see a price for ("Preis pro Standort", "price the reels per reel"),
     * with how many of them the brief counts, an extension.
     */
    unitPrices: {
      type: 'array',
      items: closed(
        {
          unit: { type: 'string', maxLength: 40 },
          count: { type: ['integer', 'null'], minimum: 0 },
        },
        ['unit', 'count'],
      ),
      maxItems: 8,
    },
    /** Months' notice when the client wants no fixed term ("monatlich kündbar mit 3 Monaten Frist"), an extension. */
    noticeMonths: { type: ['integer', 'null'], minimum: 1, maximum: 24 },
    /** The client asks for a rough figure, not a quote ("just need a ball park for now"), an extension. */
    ballpark: { type: 'boolean' },
    /**
     * A tender's lots ("LOT 1 – DESTINATION PROMOTIONAL FILM"), each bid, priced within its own
     * ceiling (cents) and awarded on its own; a request's `lot` names its lot, an extension.
     */
    lots: {
      type: 'array',
      items: closed(
        {
          ref: { type: 'string', maxLength: 8 },
          title: { type: 'string', maxLength: 200 },
          ceiling: { type: ['integer', 'null'], minimum: 0 },
        },
        ['ref', 'title', 'ceiling'],
      ),
      maxItems: 20,
    },
    /**
     * A rate card asked instead of a price ("per edited image", "half day and full day", "per km"):
     * each line the client wants a rate for, in their words, with the unit they name; the
     * proposal quotes a rate per unit and commits to no total, an extension.
     */
    rateCard: {
      type: 'array',
      items: closed({ item: { type: 'string', maxLength: 300 }, per: { type: 'string', maxLength: 60 } }, [
        'item',
        'per',
      ]),
      maxItems: 30,
    },
  },
  ['model', 'months', 'rfp', 'rates'],
);

export const market = closed(
  {
    /** ISO 3166-1 alpha-2 of the client, when the brief shows it. */
    country: { type: ['string', 'null'], pattern: '^[A-Z]{2}$' },
    /** VAT, GST or IVA rate in percent. */
    vat: nullableNumber,
    /** Whether the stated budget includes that tax. */
    tax: { type: ['string', 'null'], enum: ['excluded', 'included', null] },
  },
  ['country', 'vat', 'tax'],
);

export const keyDate = closed(
  { kind: { type: 'string', enum: KEY_DATE_KINDS }, from: date, to: date, text: { type: 'string' } },
  ['kind', 'from', 'to', 'text'],
);

/** What the proposal does with one requested deliverable. */
export const coverage = closed(
  {
    /** An item of `analysisSummary.deliverables`. */
    request: { type: 'string' },
    decision: { type: 'string', enum: COVERAGE_DECISIONS },
    /** The `item` of the pricing line (or option) that answers it. */
    line: nullableString,
    reason: nullableString,
  },
  ['request', 'decision', 'line', 'reason'],
);
