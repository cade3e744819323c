/** The shell feature's public entry: what other features may use (see .dependency-cruiser.cjs). */
export { SiteHeader } from './components/site-header.tsx';
export { MAIN_CONTENT_ID, SkipLink } from './components/skip-link.tsx';
