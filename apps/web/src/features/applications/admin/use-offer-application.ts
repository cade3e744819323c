import { useAdminApplication } from './admin-applications-api.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The application an offer is being made from (the offer form's `?application=`), as the
 * fixed candidate and job; null when there is none or it cannot be read (the pickers show).
 */
export function useOfferApplication(id: string | null) {
  const valid = id && uuid.test(id) ? id : '';
  const query = useAdminApplication(valid, { enabled: !!valid });
  if (!valid || !query.data) return null;
  const a = query.data;
  return {
    id: a.id,
    candidateEmail: a.candidate.email,
    candidateName: a.candidate.name || a.candidate.email,
    positionId: a.position.id,
    positionTitle: a.position.title,
  };
}
