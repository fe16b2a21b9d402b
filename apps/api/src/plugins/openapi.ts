import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config';

/** Where the browsable document lives; its JSON is at `${DOCS_PREFIX}/json` (docs/rules/api.md#conventions). */
export const DOCS_PREFIX = '/api/docs';

/**
 * Only the public API is documented: not the SPA and its files, not /uploads, not the docs
 * themselves, and not the development-only endpoints (which do not exist in production).
 */
export function isDocumented(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith(`${DOCS_PREFIX}`) && !url.startsWith('/api/dev/');
}

const transform: SwaggerTransform = (document) =>
  isDocumented(document.url) ? jsonSchemaTransform(document) : { schema: { hide: true }, url: document.url };

/**
 * The OpenAPI document generated from the routes' zod schemas (the domain contract, docs/rules/api.md#conventions),
 * browsable at /api/docs when API_DOCS allows (on outside production, off in production unless API_DOCS=true:
 * a real shop does not hand out its map). Registered before the routes so that it sees every one of them.
 */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.SHOP_NAME} API`,
        description: 'The storefront API: catalogue, accounts, cart, reviews, contact and shop settings.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'The session token from login or register' },
        },
      },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });

  if (!config.API_DOCS) return;
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
    // No staticCSP/transformStaticCSP: this page loads only its own files (no inline scripts), so the
    // site-wide CSP of security-headers.ts (script-src 'self') fits it, checked in headless Chromium.
  });
}
