import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the routes' zod schemas; the docs page reads it. */
export async function registerOpenApi(app: FastifyInstance, serviceName: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${serviceName} API`,
        version: '1',
        description: 'Errors are RFC 9457 problem documents (`application/problem+json`) with a stable `code`.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The docs page only: Swagger UI sets inline styles, and forcing HTTPS would break plain-HTTP installs.
    transformStaticCSP: (header) =>
      header
        .replace(/style-src 'self' https:/, "style-src 'self' 'unsafe-inline'")
        .replace(/upgrade-insecure-requests;?/, ''),
  });
}
