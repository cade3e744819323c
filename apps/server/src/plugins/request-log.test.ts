import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import requestLog from './request-log.ts';

/** A Fastify app logging into an array, as app.ts configures it (no built-in request logging). */
async function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    logController: new LogController({ disableRequestLogging: true }),
  });
  await app.register(requestLog);
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async (_req, reply) => reply.code(418).send({ no: true }));
  await app.ready();
  return { app, lines };
}

describe('request log', () => {
  it('writes one line per request once it is answered: method, url, status and time', async () => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject({ url: '/ok?q=1' });
    await app.inject({ url: '/fails' });
    await app.inject({ url: '/missing' });
    const logged = lines.filter((l) => l.msg === 'request completed');
    expect(logged.map((l) => [l.method, l.url, l.statusCode])).toEqual([
      ['GET', '/ok?q=1', 200],
      ['GET', '/fails', 418],
      ['GET', '/missing', 404],
    ]);
    for (const l of logged) expect(typeof l.ms).toBe('number');
    // Nothing before the handler ran (Fastify's "incoming request").
    expect(lines.filter((l) => l.msg !== 'request completed')).toEqual([]);
    await app.close();
  });

  it('writes nothing at warn', async () => {
    const { app, lines } = await appLoggingAt('warn');
    await app.inject({ url: '/ok' });
    expect(lines).toEqual([]);
    await app.close();
  });
});
