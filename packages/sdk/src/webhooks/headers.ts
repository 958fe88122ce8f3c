/** Request headers as a `Headers` (fetch, edge runtimes) or a plain object in any case (Node, Express). */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

/** A case-insensitive reader of one header; repeated headers are joined with spaces, as signatures are. */
export function headerReader(headers: WebhookHeaders): (name: string) => string | undefined {
  if (typeof (headers as Headers).get === 'function') {
    return (name) => (headers as Headers).get(name) ?? undefined;
  }
  const byName = new Map(
    Object.entries(headers as Record<string, string | string[] | undefined>).map(([k, v]) => [
      k.toLowerCase(),
      Array.isArray(v) ? v.join(' ') : v,
    ]),
  );
  return (name) => byName.get(name.toLowerCase());
}
