/** The search map's path, written once (zod-free). */
export const mapPaths = { markers: '/api/pcsx/map_markers' } as const;
