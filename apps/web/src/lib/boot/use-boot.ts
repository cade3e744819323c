import type { BootData } from '@opencareers/contracts/boot';
import { useQuery } from '@tanstack/react-query';
import { bootQueryOptions } from './boot-query.ts';

/**
 * Boot data for components under the boot gate (src/app), which renders nothing else until
 * the first load succeeded; a later failed refetch keeps the last good data.
 */
export function useBoot(): BootData {
  const { data } = useQuery(bootQueryOptions());
  if (!data) throw new Error('useBoot() used outside the boot gate');
  return data;
}

export const displayName = (user: BootData['user']): string => {
  const profile = user.profile;
  if (!profile) return '';
  const joined = `${profile.firstname} ${profile.lastname}`.trim();
  return profile.fullname.trim() || joined || profile.email;
};
