import fs from 'node:fs';
import { renderApiTypes } from '@proposals/sdk/scripts/generate-types';
import { buildOpenApiDocument } from '../../src';

const GENERATED = require.resolve('@proposals/sdk/src/generated/api.ts');

describe("the SDK's generated types", () => {
  it('are what `pnpm sdk:generate` writes from the current OpenAPI document (run it after an API change)', async () => {
    // The script reads the document as print.js writes it: JSON, without undefined members.
    const document = JSON.parse(JSON.stringify(buildOpenApiDocument())) as object;
    expect(fs.readFileSync(GENERATED, 'utf8')).toBe(await renderApiTypes(document));
  });
});
