/** A fetch-based browser stand-in for tests across processes: keeps cookies and the CSRF token. */
export class CookieClient {
  private readonly cookies = new Map<string, string>();
  csrfToken = '';

  constructor(private readonly base: string) {}

  async request(path: string, init: { method?: string; json?: unknown; csrf?: boolean } = {}) {
    const headers: Record<string, string> = {};
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    if (init.csrf !== false && this.csrfToken) headers['x-csrf-token'] = this.csrfToken;
    const res = await fetch(`${this.base}${path}`, {
      method: init.method ?? 'GET',
      headers,
      ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    const token = res.headers.get('x-csrf-token');
    if (token) this.csrfToken = token;
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as { data?: Record<string, unknown> } };
  }
}
