import { apiRequest } from '../api/api-client.ts';
import { withVisit } from './attribution.ts';

export interface VslogEvent {
  namespace: string;
  event: string;
  data: Record<string, unknown>;
  /** Position id, sent as the pid query parameter. */
  pid?: string;
}

/** Analytics must never disturb the visitor: failures are swallowed and nothing is toasted. */
export function postVslog({ namespace, event, data, pid }: VslogEvent): Promise<void> {
  return apiRequest<void>('/vslog', {
    method: 'POST',
    query: { pid },
    json: { namespace, event, data_json: JSON.stringify(withVisit(data)) },
    keepalive: true,
  }).catch(() => undefined);
}
