const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id can name nothing, so it is answered like an unknown one. */
export const isUuid = (value: string): boolean => UUID.test(value);
