import { invalidInput } from './errors';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** DESIGN.md section 3: 1 to 255 printable ASCII characters (space to tilde). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;

/**
 * The Idempotency-Key header's value, or undefined when it was not sent. A value sent empty is
 * refused like a malformed one: the client meant to send a key.
 */
export function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined || IDEMPOTENCY_KEY_PATTERN.test(header)) return header;
  const message =
    header.length === 0 || header.length > 255
      ? `must be 1 to 255 characters long (got ${header.length})`
      : 'must hold printable ASCII characters only (space to ~)';
  throw invalidInput(`${IDEMPOTENCY_KEY_HEADER} header`, [{ field: IDEMPOTENCY_KEY_HEADER, message }]);
}
