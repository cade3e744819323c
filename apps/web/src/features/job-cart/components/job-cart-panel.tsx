import { Button, Indicator } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconShoppingCart } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { openLoginModal } from '../../../lib/login-modal/login-modal-store.ts';
import { useJobCart } from '../api/job-cart.ts';

// The drawer's code (list, cards, actions) comes on the first open, not with the search page.
const JobCartDrawer = lazy(() => import('./job-cart-drawer.tsx').then((m) => ({ default: m.JobCartDrawer })));

/**
 * The job cart on the search page (spec shell §1, search §4): the positions a candidate is
 * collecting to apply to, each with its apply link, removable one by one. Only when enabled.
 * The button shows the count from the first load; the drawer is loaded when first opened.
 */
export function JobCartPanel() {
  const { t } = useTranslation();
  const { user, config } = useBoot();
  const [opened, { open, close }] = useDisclosure(false);
  const [everOpened, setEverOpened] = useState(false);
  const enabled = config.pcsxConfig.jobCartEnabled;
  const cart = useJobCart(enabled && user.isLoggedIn);

  if (!enabled) return null;
  if (!user.isLoggedIn && !config.loginSignupConfig.candidateLoginEnabled) return null;

  const count = cart.data?.jobCartData.length ?? 0;
  const openCart = () => {
    setEverOpened(true);
    open();
  };

  return (
    <>
      <Indicator label={count} size={18} disabled={count === 0} offset={4}>
        <Button
          variant="default"
          leftSection={<IconShoppingCart size={18} />}
          onClick={user.isLoggedIn ? openCart : () => openLoginModal()}
          aria-label={count > 0 ? t('jobCart.openWithCount', { count }) : t('jobCart.open')}
        >
          {t('jobCart.open')}
        </Button>
      </Indicator>
      {everOpened ? (
        <Suspense fallback={null}>
          <JobCartDrawer opened={opened} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
