import path from 'node:path';
import { Router } from 'express';
import { getAbsoluteFSPath } from 'swagger-ui-dist';
import { API_PREFIX } from '../api-prefix';
import { buildOpenApiDocument } from '../openapi/document';
import { OPENAPI_PATH } from '../openapi/public-paths';

// Swagger UI's prebuilt bundle, served from our origin: the page loads nothing from elsewhere.
const ASSETS: Record<string, string> = {
  'swagger-ui-bundle.js': 'application/javascript',
  'swagger-ui.css': 'text/css',
};

// validatorUrl null: no badge fetched from validator.swagger.io.
const CONFIGURATION = {
  url: `${API_PREFIX}${OPENAPI_PATH}`,
  dom_id: '#swagger-ui',
  validatorUrl: null,
  docExpansion: 'list',
  displayOperationId: true,
  deepLinking: true,
};

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Proposal Service API reference</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/docs/swagger-ui-bundle.js"></script>
    <script>window.ui = SwaggerUIBundle(${JSON.stringify(CONFIGURATION)});</script>
  </body>
</html>
`;

/**
 * GET /api/v1/openapi.json and the /docs page that renders it, both without API credentials. The
 * document is built on first request and kept: the route table does not change while we run.
 */
export function docsRouter(publicBaseUrl: string): Router {
  const router = Router();
  let document: object | undefined;
  router.get(`${API_PREFIX}${OPENAPI_PATH}`, (_req, res) => {
    document ??= buildOpenApiDocument({ publicBaseUrl });
    res.json(document);
  });
  router.get('/docs', (_req, res) => void res.type('html').send(PAGE));
  router.get('/docs/:asset', (req, res, next) => {
    const type = ASSETS[req.params.asset];
    if (!type) return next();
    // The package sits under node_modules/.pnpm, a dot directory that sendFile refuses by default.
    res.sendFile(path.join(getAbsoluteFSPath(), req.params.asset), {
      maxAge: '1h',
      dotfiles: 'allow',
      headers: { 'Content-Type': type },
    });
  });
  return router;
}
