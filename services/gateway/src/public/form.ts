import type { Decision } from '@proposals/contracts';
import type { DecisionInput } from '@proposals/domain';

type Fields = Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** `selections` as the form or the query sends it: absent, one value, or several. */
export function selectionsOf(value: unknown): string[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.filter((v): v is string => typeof v === 'string').slice(0, 100);
}

/** A form post as the decision's input; anything odd in it is left for the use-case to refuse. */
export function decisionInput(decision: Decision, fields: Fields = {}): DecisionInput {
  const expected = text(fields.expectedTotal);
  return {
    decision,
    signerName: text(fields.signerName),
    signerEmail: text(fields.signerEmail),
    consent: fields.consent !== undefined,
    selections: selectionsOf(fields.selections),
    // A malformed total can match nothing: the client is asked to confirm again.
    expectedTotal: expected === undefined ? undefined : /^\d{1,16}$/.test(expected) ? Number(expected) : -1,
    reason: text(fields.reason),
  };
}
