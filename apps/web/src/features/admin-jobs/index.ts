/** The admin-jobs feature's public entry: what other features may use (see .dependency-cruiser.cjs). */
export { adminJobKeys, useAdminJob } from './api/admin-jobs-api.ts';
