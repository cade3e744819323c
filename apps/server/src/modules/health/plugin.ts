import fp from 'fastify-plugin';
import { Readiness } from './readiness.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Start-up work /readyz waits for (readiness.ts). */
    readiness: Readiness;
  }
}

export default fp(
  async (app) => {
    app.decorate('readiness', new Readiness());
  },
  { name: 'readiness' },
);
