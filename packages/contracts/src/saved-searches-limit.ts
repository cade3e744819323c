// Apart from saved-searches.ts's zod schemas (which re-exports it), so the web's first view reads
// it without loading zod (issue 17).

/** At most this many saved searches per candidate (the specs leave the limit open). */
export const savedSearchesLimit = 20;
