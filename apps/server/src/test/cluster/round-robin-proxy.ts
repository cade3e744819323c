import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny local load balancer for the scale-out test and benchmark: each request goes to the
 * next backend in turn (no stickiness, so sessions, CSRF and rate limits must work across
 * processes), and the proxy counts which backend served what. Loopback only.
 */
export async function startRoundRobinProxy(backends: string[]) {
  let next = 0;
  const served = backends.map(() => 0);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((req, res) => {
    const i = next++ % backends.length;
    served[i]!++;
    const target = new URL(req.url ?? '/', backends[i]);
    const upstream = http.request(
      target,
      // The backend sees the client's Host, as behind a real balancer.
      { method: req.method, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Requests each backend served, in the order of `backends`. */
    served,
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
