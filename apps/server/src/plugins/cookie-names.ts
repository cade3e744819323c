import type { AppConfig } from '../config.ts';

/**
 * Cookie names, with the `__Host-` prefix whenever the cookies are known to be Secure: browsers
 * then refuse such a cookie unless it is Secure, has Path=/ and no Domain, so a sibling
 * subdomain or a man in the middle on http cannot plant or overwrite it. Known Secure means
 * COOKIE_SECURE=true, or COOKIE_SECURE=auto with an https PUBLIC_ORIGIN. Development over
 * plain http keeps the bare names (browsers drop `__Host-` cookies sent without Secure).
 */
export function cookieNames(config: Pick<AppConfig, 'cookieSecure' | 'publicOrigin'>) {
  const secure =
    config.cookieSecure === true ||
    (config.cookieSecure === 'auto' && (config.publicOrigin ?? '').startsWith('https://'));
  const prefix = secure ? '__Host-' : '';
  return {
    /** Whether the cookies are sent with Secure (true) or by the request's protocol ('auto'). */
    secure: secure ? true : config.cookieSecure,
    session: `${prefix}oc_session`,
    csrf: `${prefix}oc_csrf`,
  };
}
