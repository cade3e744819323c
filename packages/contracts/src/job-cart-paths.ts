/** The job cart's path, written once (zod-free: the search page loads it first). */
export const jobCartPaths = { cart: '/api/pcsx/job_cart' } as const;
