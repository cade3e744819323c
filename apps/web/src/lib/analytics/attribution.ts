import { type Attribution, attributionFrom } from '@opencareers/contracts/constants';

const VISITOR_KEY = 'oc.visitor';
const SOURCE_KEY = 'oc.source';

const safely = <T>(read: () => T, fallback: T): T => {
  try {
    return read();
  } catch {
    // Storage may be disabled (private mode, policy): analytics then goes without it.
    return fallback;
  }
};

/** A random id for this browser, so the admin's analytics can count visitors (not people). */
export function visitorId(storage: Storage = localStorage): string | undefined {
  return safely(() => {
    let id = storage.getItem(VISITOR_KEY);
    if (!id) {
      id = crypto.randomUUID();
      storage.setItem(VISITOR_KEY, id);
    }
    return id;
  }, undefined);
}

/**
 * Where this visit came from. The campaign parameters (utm_source, referral_token…) are only
 * in the landing address; `tracked` (from an address or an event) replaces the stored source
 * when it has any, otherwise the one kept for the tab's session is read back. Bad values and
 * unknown names are dropped (attributionFrom), so what is kept can always be sent.
 */
export function visitSource(
  tracked: Record<string, unknown> = {},
  session: Storage = sessionStorage,
): Attribution {
  const fresh = attributionFrom(Object.entries(tracked));
  return safely(() => {
    if (Object.keys(fresh).length) {
      session.setItem(SOURCE_KEY, JSON.stringify(fresh));
      return fresh;
    }
    const stored: unknown = JSON.parse(session.getItem(SOURCE_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? attributionFrom(Object.entries(stored)) : {};
  }, fresh);
}

/** The source of the visit an application is sent from: its address first, then the session's. */
export function applicationSource(search: string, session: Storage = sessionStorage): Attribution {
  return visitSource(Object.fromEntries(new URLSearchParams(search)), session);
}

/** Adds the visitor id and where this visit came from to an analytics event. */
export function withVisit(
  data: Record<string, unknown>,
  storage: { local: Storage; session: Storage } = { local: localStorage, session: sessionStorage },
): Record<string, unknown> {
  return { ...visitSource(data, storage.session), visitor_id: visitorId(storage.local), ...data };
}
