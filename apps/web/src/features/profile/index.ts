/** The profile feature's public entry: what other features may use (see .dependency-cruiser.cjs). */
export { editProfile, getProfile, profileQuery } from './api/profile.ts';
export { readAsDataUrl } from './resume-upload/resume-api.ts';
export { ResumeUpload } from './resume-upload/resume-upload.tsx';
