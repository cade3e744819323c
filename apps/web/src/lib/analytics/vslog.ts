import { apiRequest } from '../api/api-client.ts';
import { onIdle } from '../scheduling/on-idle.ts';
import { withVisit } from './attribution.ts';

export interface VslogEvent {
  namespace: string;
  event: string;
  data: Record<string, unknown>;
  /** Position id, sent as the pid query parameter. */
  pid?: string;
}

/** Analytics must never disturb the visitor: failures are swallowed and nothing is toasted. */
function send({ namespace, event, data, pid }: VslogEvent): Promise<void> {
  return apiRequest<void>('/vslog', {
    method: 'POST',
    query: { pid },
    json: { namespace, event, data_json: JSON.stringify(withVisit(data)) },
    keepalive: true,
  }).catch(() => undefined);
}

/** The events recorded since the last send, and the promise of their sending. */
let batch: { events: VslogEvent[]; sent: Promise<void> } | undefined;

/** A new batch, sent when the browser is next idle or when the page is hidden or left. */
function newBatch(): { events: VslogEvent[]; sent: Promise<void> } {
  const events: VslogEvent[] = [];
  let release = () => {};
  const due = new Promise<void>((resolve) => {
    release = resolve;
  });
  const cancelIdle = onIdle(release);
  // Listened to and later released on the same window and document, whatever the globals name
  // by the time the batch goes (a unit test's document may be torn down first).
  const [page, doc] = [window, document];
  // A phone may discard a hidden tab without a pagehide: hidden is the last sure moment.
  const whenHidden = () => {
    if (doc.visibilityState === 'hidden') release();
  };
  page.addEventListener('pagehide', release, { once: true });
  doc.addEventListener('visibilitychange', whenHidden);
  const sent = due.then(() => {
    cancelIdle();
    page.removeEventListener('pagehide', release);
    doc.removeEventListener('visibilitychange', whenHidden);
    batch = undefined; // events recorded from now on go in the next batch
    return Promise.all(events.map(send)).then(() => undefined);
  });
  return { events, sent };
}

/**
 * Records an analytics event. It is sent when the browser is next idle, with the others
 * recorded meanwhile (issue 17): a page view and a search logged while the page hydrates no
 * longer add their requests to the long task a phone waits through. Hiding or leaving the page
 * sends what is waiting at once (keepalive requests outlive the page). Resolves once sent.
 */
export function postVslog(event: VslogEvent): Promise<void> {
  batch ??= newBatch();
  batch.events.push(event);
  return batch.sent;
}
