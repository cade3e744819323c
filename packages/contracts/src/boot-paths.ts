/** The boot data's path, written once (zod-free: the app's entry loads it). */
export const bootPaths = { boot: '/api/pcsx/boot' } as const;
