/** The terms-of-service acceptance path, written once (zod-free). */
export const termsPaths = { termsOfService: '/api/pcsx/terms_of_service' } as const;
