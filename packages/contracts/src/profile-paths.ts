/** The profile and résumé API's paths, written once (zod-free; fill them with `apiPath`). */
export const profilePaths = {
  edit: '/api/pcsx/profile_edit',
  skillSuggestions: '/api/pcsx/skill_suggestions',
  details: '/api/pcsx/profile_details',
  analysis: '/api/pcsx/profile_analysis',
  resumeFile: '/api/pcsx/resumes/:id',
  avatar: '/api/pcsx/avatars/:id',
  parseResume: '/api/pcsx/parse_resume',
  uploadResume: '/api/pcsx/upload_resume',
} as const;
