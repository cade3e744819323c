import type { ProfileEditBody } from '@opencareers/contracts/profile';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../lib/notify/toast.ts';
import { useEditProfile } from '../api/profile.ts';
import { describeEditError } from '../logic/edit-error.ts';

export type SaveResult =
  | { ok: true }
  | { ok: false; kind: 'invalid'; message: string; fieldErrors: Record<string, string> }
  | { ok: false; kind: 'failed' };

/**
 * Sends one profile edit and says how it went. A refused edit (422) is for the open form to
 * show; any other failure is told in a 3 s toast while the old value comes back (spec §8).
 */
export function useProfileSave(userId: string | undefined) {
  const { t } = useTranslation();
  const mutation = useEditProfile(userId);
  const save = async (body: ProfileEditBody): Promise<SaveResult> => {
    try {
      await mutation.mutateAsync(body);
      return { ok: true };
    } catch (error) {
      const described = describeEditError(error);
      if (described.kind === 'invalid') {
        return {
          ok: false,
          kind: 'invalid',
          message: t('profile.errors.invalid'),
          fieldErrors: described.fieldErrors,
        };
      }
      showErrorToast(t('profile.errors.failed'), described.durationMs);
      return { ok: false, kind: 'failed' };
    }
  };
  return { save, saving: mutation.isPending };
}
