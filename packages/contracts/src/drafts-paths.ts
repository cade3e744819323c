/** The list of application drafts (one draft is `applicationPaths.draft`), written once (zod-free). */
export const draftPaths = { list: '/api/pcsx/draft_applications' } as const;
