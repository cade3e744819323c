/**
 * Spec search §9: a profile avatar path starting with '/' gets the static host prefix. The
 * host comes from VITE_STATIC_HOST at build time (e.g. a CDN in front of the app); empty
 * means the app's own origin, so the path is used as is.
 */
export function staticUrl(path: string, host: string = import.meta.env.VITE_STATIC_HOST ?? ''): string {
  if (!path.startsWith('/') || path.startsWith('//') || !host) return path;
  return `${host.replace(/\/+$/, '')}${path}`;
}
