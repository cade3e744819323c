/** The admin-jobs feature's public entry: what other features may use (see .dependency-cruiser.cjs). */
export { useAdminJob } from './api/admin-jobs-api.ts';
