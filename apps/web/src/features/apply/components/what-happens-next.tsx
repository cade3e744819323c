import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const steps = ['read', 'contact', 'outcome'] as const;

/** After applying: the steps ahead, so the candidate is not left wondering (issue 20 item 7). */
export function WhatHappensNext({ company }: { company: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} ta="left" w="100%">
      <Title order={2} size="h4" id={headingId}>
        {t('apply.next.title')}
      </Title>
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {steps.map((step, i) => (
          <Group component="li" key={step} gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" radius="xl" size={28} aria-hidden>
              <Text fw={700} size="sm">
                {i + 1}
              </Text>
            </ThemeIcon>
            <div>
              <Text fw={600}>{t(`apply.next.${step}Title`)}</Text>
              <Text size="sm" c="gray.7">
                {t(`apply.next.${step}Body`, { company })}
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
