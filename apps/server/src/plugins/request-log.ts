import fp from 'fastify-plugin';

/**
 * One log line per request, written after the answer has gone out (onResponse), at info.
 * Fastify's built-in request logging (turned off in app.ts) writes two lines, the first
 * before the handler runs, so its cost (serialising the request, a synchronous write to
 * stdout) sat on every request's path. Measured with `BENCH_LOG_LEVEL=info npm run
 * bench:search` (docs/performance.md). At LOG_LEVEL warn and above nothing is written.
 */
export default fp(
  async (app) => {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        {
          method: request.method,
          url: request.url,
          statusCode: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request completed',
      );
    });
  },
  { name: 'request-log' },
);
