import rateLimit from '@fastify/rate-limit';
import { errorCodes } from '@opencareers/contracts/api-envelope';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config.ts';
import { HttpError } from '../lib/http-error.ts';
import { createPgRateLimitStore } from './rate-limit-store.ts';

/** Limits are opt-in per route (`config.rateLimit`); counters are shared across processes. */
export default fp(
  async (app, opts: { config: AppConfig }) => {
    const redis = opts.config.redisUrl ? new Redis(opts.config.redisUrl, { maxRetriesPerRequest: 1 }) : null;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis } : { store: createPgRateLimitStore(app.db) as never }),
      keyGenerator: (req) => `${req.routeOptions.url}|${req.ip}`,
      errorResponseBuilder: (_req, ctx) =>
        new HttpError(
          429,
          errorCodes.rateLimited,
          `Too many attempts. Try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`,
        ),
    });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
