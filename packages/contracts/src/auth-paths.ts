/** The sign-up, sign-in and sign-out paths, written once (zod-free). */
export const authPaths = {
  signup: '/api/auth/signup',
  login: '/api/auth/login',
  logout: '/api/auth/logout',
} as const;
