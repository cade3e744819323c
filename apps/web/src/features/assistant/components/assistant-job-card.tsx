import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { AssistantJob } from '@opencareers/contracts/assistant';
import {
  IconBookmark,
  IconBookmarkFilled,
  IconShoppingCartCheck,
  IconShoppingCartPlus,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { openLoginModal } from '../../../lib/login-modal/login-modal-store.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { useUpdateJobCart } from '../../job-cart/index.ts';
import { useSavePosition } from '../../positions/index.ts';

const loginRoutes = ['jobs'] as const;

/** A job in a reply: its page, save (the saved-jobs mutation), add to the job cart and apply. */
export function AssistantJobCard({ job, onLeave }: { job: AssistantJob; onLeave: () => void }) {
  const { t } = useTranslation();
  const { user, config } = useBoot();
  const href = useCarriedHref();
  const save = useSavePosition();
  const [saved, setSaved] = useState(false);
  const [failed, setFailed] = useState(false);
  const cart = useUpdateJobCart();
  const [inCart, setInCart] = useState(false);
  const [cartFailed, setCartFailed] = useState(false);
  const canLogIn = config.loginSignupConfig.candidateLoginEnabled;

  const run = () =>
    save.mutateAsync({ positionId: job.id, save: !saved }).then(
      () => {
        setSaved(!saved);
        setFailed(false);
      },
      () => setFailed(true),
    );
  const addToCart = () =>
    cart.mutateAsync({ pids: [job.id], operation: 'add' }).then(
      () => {
        setInCart(true);
        setCartFailed(false);
      },
      // search §8: a failed cart update leaves the cart unchanged.
      () => setCartFailed(true),
    );
  // Logged out, the action waits for the login dialog, which sits below the assistant's layer
  // (499): the panel closes for it.
  const loggedIn = (action: () => Promise<void>) => () => {
    if (!user.isLoggedIn) {
      onLeave();
      openLoginModal({ action: { run: action, routes: loginRoutes } });
      return;
    }
    void action();
  };
  const toggleSave = loggedIn(run);

  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={job.title}>
      <Stack gap={4}>
        <Anchor component={Link} to={href(job.url)} fw={600} onClick={onLeave}>
          {job.title}
        </Anchor>
        {job.location ? (
          <Text size="sm" c="dimmed">
            {job.location}
          </Text>
        ) : null}
        <Group gap="xs" mt={4}>
          <Button component={Link} to={href(job.url)} size="compact-sm" variant="light" onClick={onLeave}>
            {t('assistant.jobs.open')}
          </Button>
          {canLogIn || user.isLoggedIn ? (
            <Button
              size="compact-sm"
              variant="default"
              onClick={toggleSave}
              loading={save.isPending}
              aria-pressed={saved}
              leftSection={saved ? <IconBookmarkFilled size={14} /> : <IconBookmark size={14} />}
            >
              {saved ? t('assistant.jobs.saved') : t('assistant.jobs.save')}
            </Button>
          ) : null}
          {config.pcsxConfig.jobCartEnabled && (canLogIn || user.isLoggedIn) ? (
            <Button
              size="compact-sm"
              variant="default"
              onClick={inCart ? undefined : loggedIn(addToCart)}
              loading={cart.isPending}
              aria-pressed={inCart}
              leftSection={inCart ? <IconShoppingCartCheck size={14} /> : <IconShoppingCartPlus size={14} />}
            >
              {inCart ? t('positions.inCart') : t('positions.addToCart')}
            </Button>
          ) : null}
          {job.apply_url ? (
            <Button component={Link} to={href(job.apply_url)} size="compact-sm" onClick={onLeave}>
              {t('assistant.jobs.apply')}
            </Button>
          ) : null}
        </Group>
        {failed ? (
          <Text size="sm" c="red.8" role="alert">
            {t('assistant.jobs.saveFailed')}
          </Text>
        ) : null}
        {cartFailed ? (
          <Text size="sm" c="red.8" role="alert">
            {t('jobCart.updateFailed')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
