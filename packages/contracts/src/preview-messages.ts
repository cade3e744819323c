// Apart from site-settings.ts's zod schemas (which re-exports them), so every page (any of them
// may be the preview frame) reads them without loading zod (issue 17).

/** The message the preview frame receives from the settings or theme screen (same origin only). */
export const PREVIEW_MESSAGE = 'opencareers:preview-config';
/** What the preview frame tells its parent once it listens (the parent then sends the draft). */
export const PREVIEW_READY_MESSAGE = 'opencareers:preview-ready';
