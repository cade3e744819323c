/**
 * The path prefixes the server's perimeter plugins decide by (zod-free): which routes are
 * admin-only by default, which sit outside the terms-of-service gate, where the OpenAPI
 * documentation is served. Every API path starts with `apiPrefix` (api-path.ts).
 */
export const perimeterPaths = {
  /** Every route below it admits admins only unless it names its own roles. */
  adminPrefix: '/api/admin',
  /** Sign-up, sign-in and sign-out: callable before the terms are accepted. */
  authPrefix: '/api/auth/',
  /** The machine-read API documentation (Swagger UI and its JSON). */
  docs: '/api/docs',
} as const;
