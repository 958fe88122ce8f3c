export { startGateway, type RunningGateway } from './server';
export { loadGatewayConfig, type GatewayConfig } from './config';
export { createApp, API_PREFIX } from './app';
export { buildOpenApiDocument, type OpenApiOptions } from './openapi/document';
