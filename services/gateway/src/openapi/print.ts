// Writes the OpenAPI document as JSON to stdout, for generators (the SDK's types).
import { buildOpenApiDocument } from './document';

process.stdout.write(`${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
