import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Scripts only from our own origin (no inline scripts); inline styles are allowed because
 * the component library injects its CSS at run time. Images may come from https hosts
 * because tenants configure logos, hero images and map tiles.
 */
export default fp(
  async (app, opts: { frameHosts?: string[] }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: ["'self'", ...(opts.frameHosts ?? [])],
          frameAncestors: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers' },
);
