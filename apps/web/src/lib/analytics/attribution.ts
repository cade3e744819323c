import { trackedUrlParams } from '@opencareers/contracts/constants';

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
 * Adds the visitor id and where this visit came from to an event. The campaign parameters
 * (utm_source, referral_token…) are only in the landing address; they are kept for the tab's
 * session so the later job view, apply start and submission count for the same source.
 */
export function withVisit(
  data: Record<string, unknown>,
  storage: { local: Storage; session: Storage } = { local: localStorage, session: sessionStorage },
): Record<string, unknown> {
  const tracked = Object.fromEntries(trackedUrlParams.flatMap((p) => (data[p] ? [[p, data[p]]] : [])));
  const source = safely(() => {
    if (Object.keys(tracked).length) {
      storage.session.setItem(SOURCE_KEY, JSON.stringify(tracked));
      return tracked;
    }
    return JSON.parse(storage.session.getItem(SOURCE_KEY) ?? '{}') as Record<string, unknown>;
  }, tracked);
  return { ...source, visitor_id: visitorId(storage.local), ...data };
}
