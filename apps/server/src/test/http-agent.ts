import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * A browser-like client over app.inject: keeps cookies, and sends the CSRF token it was
 * last given (from boot or any response header) on state-changing requests, as the web app does.
 */
export class HttpAgent {
  private cookies = new Map<string, string>();
  csrfToken = '';

  constructor(
    private readonly app: FastifyInstance,
    private readonly defaults: { query?: Record<string, string> } = {},
  ) {}

  async request(opts: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const method = (opts.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = { ...(opts.headers as Record<string, string>) };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && opts.csrf !== false && this.csrfToken) headers['x-csrf-token'] ??= this.csrfToken;
    const res = await this.app.inject({
      ...opts,
      method: method as InjectOptions['method'],
      headers,
      query: { ...this.defaults.query, ...(opts.query as Record<string, string>) },
    });
    for (const c of res.cookies) {
      if (c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '')
        this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    const token = res.headers['x-csrf-token'];
    if (typeof token === 'string' && token) this.csrfToken = token;
    return res;
  }

  get(url: string, opts: Omit<InjectOptions, 'url' | 'method'> = {}) {
    return this.request({ ...opts, method: 'GET', url });
  }

  post(
    url: string,
    payload?: unknown,
    opts: Omit<InjectOptions, 'url' | 'method' | 'payload'> & { csrf?: boolean } = {},
  ) {
    return this.request({
      ...opts,
      method: 'POST',
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  /** Loads boot data, which also hands out the CSRF token, like the web app's first call. */
  async boot() {
    const res = await this.get('/api/pcsx/boot');
    return res.json().data;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }
}
