// `pnpm sdk:generate`: the gateway's OpenAPI document (printed by its dist/openapi/print.js) →
// src/generated/api.ts, through openapi-typescript's Node API and prettier. The gateway's test
// suite calls renderApiTypes on buildOpenApiDocument() and fails when the committed file differs.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const prettier = require('prettier');

const ROOT = path.resolve(__dirname, '../../..');
const PRINT = path.join(ROOT, 'services/gateway/dist/openapi/print.js');
const OUTPUT = path.resolve(__dirname, '../src/generated/api.ts');
const HEADER = `// generated from the gateway's OpenAPI document by \`pnpm sdk:generate\`; do not edit\n\n`;

/** The TypeScript of `document` (an OpenAPI object), exactly as the committed file holds it. */
async function renderApiTypes(document) {
  // import(), not require(): its CommonJS build still requires ESM-only packages, which jest cannot load.
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  // Request bodies share components with answers: a field with a default stays optional in them.
  const ast = await openapiTS(document, { silent: true, defaultNonNullable: false });
  const options = await prettier.resolveConfig(OUTPUT);
  return prettier.format(HEADER + astToString(ast), { ...options, filepath: OUTPUT });
}

async function main() {
  const document = JSON.parse(
    execFileSync(process.execPath, [PRINT], { encoding: 'utf8', maxBuffer: 64 << 20 }),
  );
  fs.mkdirSync(path.dirname(OUTPUT), { recursive: true });
  fs.writeFileSync(OUTPUT, await renderApiTypes(document));
  process.stdout.write(`wrote ${path.relative(ROOT, OUTPUT)}\n`);
}

if (require.main === module)
  main().catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });

module.exports = { renderApiTypes };
