import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const serverEntry = path.resolve(import.meta.dirname, '../../server.ts');

/** A free loopback port, from the system. */
async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as net.AddressInfo;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
}

/**
 * Starts the real server (`src/server.ts`) as its own process and waits until /readyz answers.
 * The wait bounds a hung start, not a pace: the first process migrates and seeds, and on the
 * shared machine (load 25+) that took more than two minutes.
 */
export async function startServerProcess(
  env: NodeJS.ProcessEnv,
  timeoutMs = 300_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { child, url };
    } catch {}
    if (child.exitCode !== null) throw new Error(`the server on ${url} stopped (${child.exitCode})`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the server on ${url} was not ready in ${timeoutMs} ms`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * `n` server processes on one database. The first starts alone (it migrates and seeds the
 * demo), the others together once it is up.
 */
export async function startServerProcesses(n: number, env: NodeJS.ProcessEnv): Promise<ServerProcess[]> {
  const first = await startServerProcess(env);
  const rest = await Promise.all(Array.from({ length: n - 1 }, () => startServerProcess(env)));
  return [first, ...rest];
}

export async function stopServerProcesses(procs: ServerProcess[]): Promise<void> {
  await Promise.all(
    procs.map(async ({ child }) => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }),
  );
}
