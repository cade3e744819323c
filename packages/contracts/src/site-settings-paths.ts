/** The site settings and theme API's paths, written once (zod-free; fill them with `apiPath`). */
export const siteSettingsPaths = {
  settings: '/api/admin/settings',
  draft: '/api/admin/settings/draft',
  publish: '/api/admin/settings/publish',
  history: '/api/admin/settings/history',
  rollback: '/api/admin/settings/history/:version/rollback',
  images: '/api/admin/settings/images',
  siteImage: '/api/site-images/:id',
  theme: '/api/admin/theme',
  themeExport: '/api/admin/theme/export',
  themeImport: '/api/admin/theme/import',
} as const;
