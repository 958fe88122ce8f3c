import express, { type Express } from 'express';
import { AppError } from '@proposals/contracts';
import { healthHandler } from '@proposals/service-kit';
import type { GatewayDeps } from './deps';
import { authenticate } from './http/authenticate';
import { downloadRouter } from './http/downloads';
import { docsRouter } from './http/docs';
import { errorHandler } from './http/error-handler';
import { jsonBody } from './http/json-body';
import { requestContext } from './http/request-context';
import { routesRouter } from './http/route';
import { apiRoutes } from './routes';
import { PUBLIC_PAGE_PREFIX } from './public/prefix';
import { publicPageRouter } from './public/router';
import { API_PREFIX } from './api-prefix';

export { API_PREFIX };

export function createApp(deps: GatewayDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // Client addresses come from X-Forwarded-For only when a proxy on a private network sent it.
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');

  app.use(requestContext(deps.logger, deps.metrics));
  app.use(docsRouter(deps.config.PUBLIC_BASE_URL));
  // Signed download links carry their own credential, so they are served before authentication.
  app.use(`${API_PREFIX}/downloads`, downloadRouter(deps));
  // The client's pages: the token in the path is the credential, answers are HTML.
  app.use(PUBLIC_PAGE_PREFIX, publicPageRouter(deps));
  app.use(API_PREFIX, authenticate(deps.keys), jsonBody(), routesRouter(apiRoutes, deps));
  const health = healthHandler(deps.checks, deps.metrics);
  app.use((req, res, next) => health(req, res).then((handled) => handled || next(), next));
  app.use((req) => {
    throw new AppError('not_found', `No route ${req.method} ${req.path}; the API lives under ${API_PREFIX}.`);
  });
  app.use(errorHandler(deps.logger));
  return app;
}
