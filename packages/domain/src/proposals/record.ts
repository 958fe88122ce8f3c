import type { Proposal } from '@proposals/db';

// BIGINT columns: Prisma reads them as bigint, node-postgres as text.
const MONEY_FIELDS = ['finalPrice', 'totalPriceLow', 'totalPriceMid', 'totalPriceHigh'] as const;
type MoneyField = (typeof MONEY_FIELDS)[number];

/** A row with its amounts as numbers. */
export type WithMoneyAsNumbers<R> = {
  [K in keyof R]: K extends MoneyField ? number | Extract<R[K], null> : R[K];
};

/** A proposal as the domain and the API see it: amounts in integer cents, as numbers. */
export type ProposalRecord = WithMoneyAsNumbers<Proposal>;

/**
 * Where a proposal row leaves the database, whichever client read it. Number() is exact: every
 * amount was validated as a safe integer on its way in (MONEY_MAX_CENTS).
 */
export function toRecord<R extends object>(row: R): WithMoneyAsNumbers<R> {
  const record = { ...row } as Record<string, unknown>;
  for (const field of MONEY_FIELDS) {
    const value = record[field];
    if (value !== undefined && value !== null) record[field] = Number(value);
  }
  return record as WithMoneyAsNumbers<R>;
}
