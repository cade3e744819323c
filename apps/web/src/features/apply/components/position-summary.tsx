import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ApplyFormData } from '@opencareers/contracts/applications';
import { IconBuilding, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';

/** What the candidate is applying to, at the top of the apply page. */
export function PositionSummary({ position }: { position: ApplyFormData['position'] }) {
  const { t } = useTranslation();
  const href = useCarriedHref();
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs">
      <Stack gap={6}>
        <Text size="sm" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
          {t('apply.applyingFor')}
        </Text>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {position.title}
        </Title>
        <Group gap="lg" c="dimmed" fz="sm">
          <Group gap={6} wrap="nowrap">
            <IconBuilding size={16} aria-hidden />
            <span>{[position.company, position.department].filter(Boolean).join(' · ')}</span>
          </Group>
          {position.location ? (
            <Group gap={6} wrap="nowrap">
              <IconMapPin size={16} aria-hidden />
              <span>{position.location}</span>
            </Group>
          ) : null}
        </Group>
        <Anchor
          component={Link}
          to={href(`/careers/job/${encodeURIComponent(position.id)}`)}
          size="sm"
          underline="always"
          w="fit-content"
        >
          {t('apply.viewJob')}
        </Anchor>
      </Stack>
    </Card>
  );
}
