import { Button, Card, Group, Modal, Text, Title } from '@mantine/core';
import { IconUserShare } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { referralsEnabled } from '../logic/referrals-enabled.ts';
import { ReferForm } from './refer-form.tsx';

/** On a job's page: "Know someone for this job?" and the referral form, where the site refers. */
export function JobReferral({ positionId, title }: { positionId: string; title: string }) {
  const { t } = useTranslation();
  const boot = useBoot();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  if (!referralsEnabled(boot)) return null;
  return (
    <Card withBorder radius="lg" padding="lg" mt="xl" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <div style={{ flex: '1 1 16rem' }}>
          <Title order={2} fz="lg" id={headingId}>
            {t('referrals.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {title}
          </Text>
        </div>
        <Button
          variant="light"
          leftSection={<IconUserShare size={18} aria-hidden />}
          onClick={() => setOpen(true)}
        >
          {t('referrals.refer')}
        </Button>
      </Group>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('referrals.refer')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <ReferForm positionId={positionId} onDone={() => setOpen(false)} />
      </Modal>
    </Card>
  );
}
