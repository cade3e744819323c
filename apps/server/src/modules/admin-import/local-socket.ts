import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { importSourceSchema } from '@opencareers/contracts/admin-import';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { TenantService } from '../tenants/service.ts';
import { dryRun, runToEnd } from './service.ts';

/**
 * The embedded database (PGlite) admits one process: while the server runs, the CLI cannot
 * open the data directory. So the server listens on a Unix socket beside it and the CLI's
 * `import-positions` hands it the file. Only the server's own OS user can connect (mode 0600),
 * the same person who could open the data directory itself.
 */
export const importSocketPath = (dataDir: string) => `${path.resolve(dataDir)}.import.sock`;

export const socketRequestSchema = importSourceSchema.extend({
  domain: z.string().min(1).max(253),
  dryRun: z.boolean().default(false),
});
export type SocketRequest = z.input<typeof socketRequestSchema>;

const readBody = async (req: http.IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

async function answer(db: Db, body: string) {
  const parsed = socketRequestSchema.safeParse(JSON.parse(body));
  if (!parsed.success)
    return { status: 400, body: { error: parsed.error.issues[0]?.message ?? 'Bad request' } };
  const { domain, dryRun: dry, ...source } = parsed.data;
  const tenant = await new TenantService(db, 0).byDomain(domain);
  if (!tenant) return { status: 404, body: { error: `No tenant with domain ${domain}` } };
  const result = dry ? await dryRun(db, tenant.id, source) : await runToEnd(db, tenant.id, source);
  return { status: 200, body: { result } };
}

export async function startImportSocket(db: Db, dataDir: string): Promise<() => Promise<void>> {
  const socket = importSocketPath(dataDir);
  // A socket left by a server that did not stop cleanly would make listen fail.
  await fs.rm(socket, { force: true });
  const server = http.createServer((req, res) => {
    readBody(req)
      .then((body) => answer(db, body))
      .catch((err: unknown) => ({
        status: err instanceof HttpError ? err.statusCode : 500,
        body: { error: (err as Error).message, fieldErrors: (err as HttpError).fieldErrors },
      }))
      .then(({ status, body }) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, resolve);
  });
  await fs.chmod(socket, 0o600);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await fs.rm(socket, { force: true });
  };
}

/** Sends an import to a running server; undefined when no server listens (open the database directly). */
export async function importThroughServer(
  dataDir: string,
  request: SocketRequest,
): Promise<
  | { status: number; body: { result?: unknown; error?: string; fieldErrors?: Record<string, string> } }
  | undefined
> {
  const socketPath = importSocketPath(dataDir);
  try {
    await fs.access(socketPath);
  } catch {
    return undefined;
  }
  return new Promise((resolve, reject) => {
    const req = http.request(
      { socketPath, path: '/import', method: 'POST', headers: { 'content-type': 'application/json' } },
      (res) => {
        readBody(res)
          .then((text) => resolve({ status: res.statusCode ?? 500, body: JSON.parse(text) }))
          .catch(reject);
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) =>
      // A stale socket file (the server was killed): nobody is listening, the database is free.
      err.code === 'ECONNREFUSED' || err.code === 'ENOENT' ? resolve(undefined) : reject(err),
    );
    req.end(JSON.stringify(request));
  });
}
