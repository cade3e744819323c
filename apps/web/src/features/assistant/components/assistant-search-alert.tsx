import { Stack, Text } from '@mantine/core';
import type { AssistantSearch } from '@opencareers/contracts/assistant';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { openLoginModal } from '../../../lib/login-modal/login-modal-store.ts';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { JobAlertToggle, useCreateSavedSearch } from '../../saved-searches/index.ts';

const loginRoutes = ['jobs'] as const;

/**
 * "Get job alerts for this search" under a reply's cards: saves the search the engine ran (its
 * words, place and filters) as the search page's button does. The outcome is told here, not in
 * a toast: toasts sit below the assistant's layer and a phone's sheet covers them.
 */
export function AssistantSearchAlert({ search, onLeave }: { search: AssistantSearch; onLeave: () => void }) {
  const { t } = useTranslation();
  const { user, config } = useBoot();
  const create = useCreateSavedSearch();
  const [told, setTold] = useState<{ ok: boolean; text: string } | null>(null);
  const canLogIn = config.loginSignupConfig.candidateLoginEnabled;
  if (!config.notificationsConfig.savedSearchNotificationsEnabled || !canLogIn) return null;

  const run = () =>
    create
      .mutateAsync({ query: search.query ?? '', location: search.location ?? '', filters: search.filters })
      .then(
        (r) =>
          setTold({
            ok: true,
            text: t(r.created ? 'savedSearches.savedToast' : 'savedSearches.alreadySavedToast'),
          }),
        (error) => setTold({ ok: false, text: describeRequestError(error) }),
      );
  const onClick = () => {
    if (!user.isLoggedIn) {
      // The login dialog sits below the assistant's layer (499): close the panel for it.
      onLeave();
      openLoginModal({ action: { run, routes: loginRoutes } });
      return;
    }
    void run();
  };
  const on = told?.ok === true;
  return (
    <Stack gap={4} align="flex-start">
      <JobAlertToggle size="compact-sm" on={on} loading={create.isPending} onClick={onClick} />
      {told ? (
        <Text size="sm" c={told.ok ? undefined : 'red.8'} role={told.ok ? 'status' : 'alert'}>
          {told.text}
        </Text>
      ) : null}
    </Stack>
  );
}
