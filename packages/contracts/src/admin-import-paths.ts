/** The job import API's paths, written once (zod-free; fill them with `apiPath`). */
export const adminImportPaths = {
  inspect: '/api/admin/import/inspect',
  dryRun: '/api/admin/import/dry-run',
  runs: '/api/admin/import/runs',
  run: '/api/admin/import/runs/:id',
} as const;
