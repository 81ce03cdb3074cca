import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_BASE } from '@hub/shared/contracts';

/** OpenAPI document generated from the zod contracts on each route, browsable at /logistics/api/docs. */
export const swaggerPlugin = fp(
  async (app: FastifyInstance, opts: { version: string }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Hub Console Logistics API',
          description:
            'Every call of Hub Console. Sign in first (POST /auth/demo-login in demo mode); writes need the header `x-hub-console: 1`. Errors are `{ message, errors? }`.',
          version: opts.version,
        },
        components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'hub_session' } } },
        security: [{ session: [] }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: `${API_BASE}/docs`,
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
  },
  { name: 'swagger' },
);
