import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { perimeterPaths } from '@opencareers/contracts/perimeter-paths';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the same zod schemas that validate requests, served at /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'OpenCareers API', version: '0.1.0' },
        components: {
          securitySchemes: { csrf: { type: 'apiKey', in: 'header', name: 'x-csrf-token' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: perimeterPaths.docs,
      uiConfig: { deepLinking: false },
      staticCSP: true,
      uiHooks: {
        onRequest: (request, _reply, done) => {
          request.routeOptions.config.tenantless = true;
          done();
        },
      },
    });
  },
  { name: 'swagger' },
);
