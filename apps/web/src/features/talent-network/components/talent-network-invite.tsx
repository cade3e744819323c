import { Button, Card, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';

/** On a job's page: not quite right? Join the talent network (where the site sends alerts). */
export function TalentNetworkInvite() {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const { config } = useBoot();
  if (!config.notificationsConfig.savedSearchNotificationsEnabled) return null;
  return (
    <Card withBorder radius="lg" padding="lg" mt="xl">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Text style={{ flex: '1 1 16rem' }}>{t('talentNetwork.invite')}</Text>
        {/* Its label wraps in longer languages instead of being cut on a phone. */}
        <Button
          component={Link}
          to={href('/careers/talent-network')}
          variant="light"
          h="auto"
          mih={36}
          py={6}
          maw="100%"
          styles={{ label: { whiteSpace: 'normal' } }}
        >
          {t('talentNetwork.title')}
        </Button>
      </Group>
    </Card>
  );
}
