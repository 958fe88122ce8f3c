/** The TypeScript of `document` (an OpenAPI object), exactly as `src/generated/api.ts` holds it. */
export function renderApiTypes(document: object): Promise<string>;
