import { Button, Group } from '@mantine/core';
import { toastDurations } from '@opencareers/contracts/constants';
import type { PositionSummary } from '@opencareers/contracts/position';
import {
  IconBookmark,
  IconBookmarkFilled,
  IconShoppingCartCheck,
  IconShoppingCartPlus,
} from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { useHydrated } from '../../../lib/hydration/use-hydrated.ts';
import { loadLaterParts } from '../../../lib/later-parts/later-parts.ts';
import { openLoginModal } from '../../../lib/login-modal/login-modal-store.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/notify/toast.ts';
import { useTrackedHref } from '../../../lib/url/use-carried-href.ts';
import { useUpdateJobCart } from '../../job-cart/index.ts';
import { useSavePosition } from '../api/save-position.ts';
import { isOpen } from '../logic/format-position.ts';

// Saving or collecting while logged out logs in first, then does it (search §4 login modal).
const loginRoutes = ['jobs', 'singlePosition'] as const;

/**
 * The Apply link of one position: to the apply page; for a candidate who has applied, the day
 * they did, linking to their applications; nothing for a closed position. Used beside Save,
 * at the end of the description and in the phone's sticky bar, so all three follow one rule.
 */
export function ApplyButton({
  position,
  isPrivate = false,
}: {
  position: PositionSummary;
  isPrivate?: boolean;
}) {
  const { t } = useTranslation();
  // Where the visit came from goes on to the apply page (issue 20: attribution).
  const href = useTrackedHref();
  const { user } = useBoot();
  const applyPath = isPrivate ? '/careers/apply/private' : '/careers/apply';
  const apply = isOpen(position) ? (
    <Button component={Link} to={href(`${applyPath}?pid=${encodeURIComponent(position.id)}`)} size="md">
      {t('positions.applyNow')}
    </Button>
  ) : null;
  const hydrated = useHydrated();
  // A visitor has no applications to ask for; a candidate sees Apply until theirs have loaded,
  // and in a server-rendered page (issue 17 item 3), where the lazily loaded, per-user part is
  // drawn only once the app runs: a server render cannot finish it (React error #419).
  if (!user.isLoggedIn || !hydrated) return apply;
  return (
    <Suspense fallback={apply}>
      <AppliedOr positionId={position.id}>{apply}</AppliedOr>
    </Suspense>
  );
}

const AppliedOr = lazy(() => Promise.all([import('./applied-or.tsx'), loadLaterParts()]).then(([m]) => m));

/** Apply, save and add-to-cart for one position. */
export function PositionActions({
  position,
  isPrivate = false,
}: {
  position: PositionSummary;
  isPrivate?: boolean;
}) {
  const { t } = useTranslation();
  const { user, config } = useBoot();
  const save = useSavePosition();
  const cart = useUpdateJobCart();
  // Shown at once; the server's answer (via refetch) confirms it.
  const [saved, setSaved] = useState(position.positionUserActions.isSaved);
  const [inCart, setInCart] = useState(position.positionUserActions.inJobCart);
  useEffect(() => setSaved(position.positionUserActions.isSaved), [position.positionUserActions.isSaved]);
  useEffect(
    () => setInCart(position.positionUserActions.inJobCart),
    [position.positionUserActions.inJobCart],
  );

  const canLogIn = config.loginSignupConfig.candidateLoginEnabled;
  const open = isOpen(position);

  const toggleSave = () => {
    const next = !saved;
    const run = () =>
      save.mutateAsync({ positionId: position.id, save: next }).then(
        () => {
          setSaved(next);
          showSuccessToast(t(next ? 'positions.savedToast' : 'positions.unsavedToast'));
        },
        () => {
          setSaved(!next);
          showErrorToast(t('positions.saveFailed'), toastDurations.errorLong);
        },
      );
    if (!user.isLoggedIn) {
      openLoginModal({ action: { run, routes: loginRoutes } });
      return;
    }
    setSaved(next);
    void run();
  };

  const addToCart = () => {
    const run = () =>
      cart.mutateAsync({ pids: [position.id], operation: 'add' }).then(
        () => {
          setInCart(true);
          showSuccessToast(t('jobCart.added'));
        },
        // search §8: a failed cart update leaves the cart unchanged.
        () => showErrorToast(t('jobCart.updateFailed'), toastDurations.errorLong),
      );
    if (!user.isLoggedIn) {
      openLoginModal({ action: { run, routes: loginRoutes } });
      return;
    }
    void run();
  };

  return (
    <Group gap="sm" wrap="wrap">
      <ApplyButton position={position} isPrivate={isPrivate} />
      {user.isLoggedIn || canLogIn ? (
        <Button
          variant={saved ? 'light' : 'default'}
          size="md"
          leftSection={saved ? <IconBookmarkFilled size={18} /> : <IconBookmark size={18} />}
          onClick={toggleSave}
          loading={save.isPending}
          aria-pressed={saved}
        >
          {saved ? t('positions.saved') : t('positions.save')}
        </Button>
      ) : null}
      {config.pcsxConfig.jobCartEnabled && open && (user.isLoggedIn || canLogIn) ? (
        <Button
          variant={inCart ? 'light' : 'default'}
          size="md"
          leftSection={inCart ? <IconShoppingCartCheck size={18} /> : <IconShoppingCartPlus size={18} />}
          onClick={addToCart}
          disabled={inCart}
          loading={cart.isPending}
        >
          {inCart ? t('positions.inCart') : t('positions.addToCart')}
        </Button>
      ) : null}
    </Group>
  );
}
