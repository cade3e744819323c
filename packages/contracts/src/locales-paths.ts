/** The saved-UI-language path, zod-free so the app's entry can import it (locales.ts has the schemas). */
export const localePaths = { myLocale: '/api/pcsx/locale' } as const;
