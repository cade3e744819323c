import { Anchor, Card, Progress, Stack, Text, Title } from '@mantine/core';
import type { ProfileCompletion } from '@opencareers/contracts/profile';
import { useTranslation } from 'react-i18next';
import { focusSection, sectionAnchor } from './profile-section.tsx';

/** How complete the profile is, and the next steps, each a link to the section it concerns. */
export function CompletionMeter({ completion }: { completion: ProfileCompletion }) {
  const { t } = useTranslation();
  const { percent, suggestions } = completion;
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      shadow="xs"
      component="section"
      aria-labelledby="profile-completion-heading"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="profile-completion-heading">
          {t('profile.completion.title')}
        </Title>
        <Text fw={700} fz={28} lh={1} data-testid="profile-completion-percent">
          {t('profile.completion.percent', { percent })}
        </Text>
        <Progress
          value={percent}
          size="lg"
          radius="xl"
          color={percent >= 80 ? 'teal' : undefined}
          aria-label={t('profile.completion.title')}
        />
        {suggestions.length ? (
          <>
            <Text size="sm" c="gray.7">
              {t('profile.completion.next')}
            </Text>
            <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
              {suggestions.map((s) => (
                <li key={s.id}>
                  <Anchor
                    href={`#${sectionAnchor(s.section)}`}
                    size="sm"
                    onClick={(e) => {
                      e.preventDefault();
                      focusSection(s.section);
                    }}
                  >
                    {t(`profile.suggestions.${s.id}`, { defaultValue: s.message })}
                  </Anchor>
                  <Text span size="xs" c="gray.7">
                    {' '}
                    +{s.weight}%
                  </Text>
                </li>
              ))}
            </Stack>
          </>
        ) : (
          <Text size="sm">{t('profile.completion.done')}</Text>
        )}
      </Stack>
    </Card>
  );
}
