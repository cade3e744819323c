import helmet from '@fastify/helmet';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Tenant } from '../modules/tenants/service.ts';

/**
 * The page's Content Security Policy, fitted to what the app does and nothing wider:
 * - scripts only from our own origin (no inline scripts); inline styles because the component
 *   library injects its CSS at run time;
 * - images from https hosts (tenants configure logos, hero images and map tiles);
 * - workers from our origin and blob: (the pdf.js worker ships with the build; canvas-confetti
 *   starts its worker from a blob: URL on the offer pages);
 * - frames from our origin, blob: (an embedded form's PDF given as bytes) and the e-sign and
 *   embedded-form origins the operator (ESIGN_HOST) and the tenant (`site.frameOrigins`) name.
 */
export function contentSecurityPolicy(frameOrigins: readonly string[]): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", 'blob:', ...new Set(frameOrigins)],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export default fp(
  async (app, opts: { frameHosts?: string[] }) => {
    await app.register(helmet, {
      // Set per request below: the frame origins depend on the tenant.
      contentSecurityPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
    const operatorFrames = opts.frameHosts ?? [];
    app.addHook('onSend', async (request: FastifyRequest & { tenant?: Tenant }, reply, payload) => {
      // A route that sets its own (stricter) policy keeps it, e.g. stored files.
      if (!reply.hasHeader('content-security-policy')) {
        const tenantFrames = request.tenant?.config.site.frameOrigins ?? [];
        reply.header('content-security-policy', contentSecurityPolicy([...operatorFrames, ...tenantFrames]));
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
