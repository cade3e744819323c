import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Drawer,
  Group,
  Skeleton,
  Stack,
  Text,
  useDirection,
} from '@mantine/core';
import { toastDurations } from '@opencareers/contracts/constants';
import { IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { contentLang } from '../../../lib/i18n/content-lang.ts';
import { showErrorToast } from '../../../lib/notify/toast.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { useJobCart, useUpdateJobCart } from '../api/job-cart.ts';

/**
 * The job cart's drawer: the positions collected, each with its apply link, removable one by
 * one. Loaded the first time the cart is opened (job-cart-panel.tsx), so the search page's first
 * load carries only the button.
 */
export function JobCartDrawer({ opened, onClose: close }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { config } = useBoot();
  // The drawer opens from the side its button is on: the left on a right-to-left page.
  const { dir } = useDirection();
  const href = useCarriedHref();
  const cart = useJobCart(true);
  const update = useUpdateJobCart();
  const items = cart.data?.jobCartData ?? [];
  const invalid = cart.data?.invalidPositionIds ?? [];

  const remove = (pid: string) =>
    update.mutate(
      { pids: [pid], operation: 'remove' },
      { onError: () => showErrorToast(t('jobCart.updateFailed'), toastDurations.errorLong) },
    );

  return (
    <Drawer
      opened={opened}
      onClose={close}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      position={dir === 'rtl' ? 'left' : 'right'}
      title={t('jobCart.title')}
      size="md"
      padding="lg"
    >
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          {t('jobCart.intro')}
        </Text>
        {invalid.length > 0 ? (
          <Alert color="yellow" variant="light">
            {t('jobCart.closedRemoved', { count: invalid.length })}
          </Alert>
        ) : null}
        {cart.isPending ? (
          <Stack gap="sm">
            <Skeleton height={72} radius="md" />
            <Skeleton height={72} radius="md" />
          </Stack>
        ) : items.length === 0 ? (
          <EmptyState message={t('jobCart.empty')} icon={<IconShoppingCart size={28} />} />
        ) : (
          <Stack
            gap="sm"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            data-testid="job-cart-items"
          >
            {items.map((position) => (
              <Card component="li" key={position.id} withBorder radius="md" padding="md">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} truncate>
                      <Anchor
                        component={Link}
                        to={href(`/careers/job/${encodeURIComponent(position.id)}`)}
                        onClick={close}
                        // The job's own text, in the language it was written in (issue 21).
                        dir="auto"
                        lang={contentLang(position.language, config.locale.default, i18n.language)}
                      >
                        {position.name}
                      </Anchor>
                    </Text>
                    <Text size="sm" c="dimmed" truncate>
                      {position.department} · {position.location}
                    </Text>
                  </div>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    onClick={() => remove(position.id)}
                    aria-label={t('jobCart.remove', { name: position.name })}
                    loading={update.isPending && update.variables?.pids[0] === position.id}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
                <Button
                  component={Link}
                  to={href(`/careers/apply?pid=${encodeURIComponent(position.id)}`)}
                  size="xs"
                  variant="light"
                  mt="sm"
                  w="fit-content"
                  onClick={close}
                >
                  {t('positions.apply')}
                </Button>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
    </Drawer>
  );
}
