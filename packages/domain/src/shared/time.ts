/** ISO 8601 UTC with milliseconds, the API's only timestamp shape. */
export const iso = (date: Date): string => date.toISOString();
export const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);
