/** The admin home feature's public entry: what other features may use (see .dependency-cruiser.cjs). */
export { adminNavItemsFor } from './components/admin-nav-items.ts';
