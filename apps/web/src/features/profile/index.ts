/** The profile feature's public entry: what other features may use (see .dependency-cruiser.cjs). */
export { editProfile, getProfile } from './api/profile.ts';
export { ResumeUpload } from './resume-upload/resume-upload.tsx';
