/**
 * zod as the browser build sees it (vite.config.ts aliases the bare `zod` specifier here).
 *
 * zod compiles a fast parser for each object schema with `new Function`, and probes whether it
 * may do so by calling it once. Our Content-Security-Policy (`script-src 'self'`, no
 * 'unsafe-eval') refuses that probe, and Chromium logs a CSP issue for it on every page that
 * checks an answer (Lighthouse's Best Practices counts it). `jitless` makes zod parse without
 * compiling, so it never asks. It must be set before any schema is built, which is why it is
 * done here, where every `import … from 'zod'` of the browser build passes, rather than in an
 * entry module. The server and the tests use zod as it is.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z as default } from 'zod/v4';
