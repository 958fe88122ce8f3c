// Byte helpers on the web platform's globals (TextEncoder, atob), so the core runs in Node and browsers.

const encoder = new TextEncoder();

/** Bytes on an ArrayBuffer, as WebCrypto takes them. */
export type Bytes = Uint8Array<ArrayBuffer>;

export const utf8 = (text: string): Bytes => encoder.encode(text);

export function concat(...parts: Uint8Array[]): Bytes {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) out.set(part, (offset += part.length) - part.length);
  return out;
}

/** The bytes of a base64 string, or null when it is not base64. */
export function fromBase64(text: string): Bytes | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return null;
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

/** The bytes of a lowercase or uppercase hex string, or null when it is not hex. */
export function fromHex(text: string): Bytes | null {
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(text)) return null;
  return Uint8Array.from(text.match(/../g) ?? [], (pair) => parseInt(pair, 16));
}
