import { Badge, Button, Group, Progress, RingProgress, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { MatchDetails } from '@opencareers/contracts/match';
import { IconCheck, IconPlus, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { openLoginModal } from '../../../lib/login-modal/login-modal-store.ts';

interface MatchPanelProps {
  match: MatchDetails | undefined;
  loading: boolean;
  failed: boolean;
  canLogIn: boolean;
}

const fits = ['titleFit', 'seniorityFit', 'locationFit', 'experienceFit'] as const;
const fitKey = {
  titleFit: 'positions.match.title_fit',
  seniorityFit: 'positions.match.seniority_fit',
  locationFit: 'positions.match.location_fit',
  experienceFit: 'positions.match.experience_fit',
} as const;

function SkillList({ title, skills, color }: { title: string; skills: string[]; color: string }) {
  if (skills.length === 0) return null;
  return (
    <div>
      <Text fw={600} size="sm" mb={6}>
        {title}
      </Text>
      <Group gap={6}>
        {skills.map((skill) => (
          <Badge key={skill} variant="light" color={color} c={`${color}.9`} radius="sm" tt="none" size="md">
            {skill}
          </Badge>
        ))}
      </Group>
    </div>
  );
}

/** The explainable match of the candidate's profile against the position (issue 5 "Match"). */
export function MatchPanel({ match, loading, failed, canLogIn }: MatchPanelProps) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height={64} circle />
        <Skeleton height={12} width="70%" />
        <Skeleton height={12} width="50%" />
      </Stack>
    );
  }
  // search §4: a failed match call leaves only this part empty.
  if (failed || !match)
    return <EmptyState message={t('positions.match.unavailable')} icon={<IconSparkles size={28} />} />;
  if (!match.available) {
    const message =
      match.reason === 'login_required'
        ? t('positions.match.loginRequired')
        : match.reason === 'profile_incomplete'
          ? t('positions.match.profileIncomplete')
          : t('positions.match.disabled');
    return (
      <EmptyState message={message} icon={<IconSparkles size={28} />}>
        {match.reason === 'login_required' && canLogIn ? (
          <Button variant="light" onClick={() => openLoginModal()}>
            {t('shell.logIn')}
          </Button>
        ) : null}
      </EmptyState>
    );
  }
  const score = match.score ?? 0;
  const level = match.isStrongMatch ? 'strong' : score >= match.strongMatchThreshold / 2 ? 'good' : 'fair';
  return (
    <Stack gap="lg" data-testid="match-panel">
      <Group gap="lg" wrap="nowrap">
        <RingProgress
          size={96}
          thickness={9}
          roundCaps
          sections={[{ value: (score / 5) * 100, color: match.isStrongMatch ? 'teal' : 'brand' }]}
          label={
            <Text ta="center" fw={700} size="lg">
              {score.toFixed(1)}
            </Text>
          }
          aria-hidden
        />
        <div>
          <Title order={3} fz="lg">
            {t(`positions.match.${level}`)}
          </Title>
          <Text c="dimmed" size="sm">
            {t('positions.match.score', { score: score.toFixed(1) })}
          </Text>
        </div>
      </Group>
      {match.summary.length > 0 ? (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {match.summary.map((line) => (
            <Group key={line} component="li" gap={8} wrap="nowrap" align="flex-start">
              <IconCheck size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
              <Text size="sm">{line}</Text>
            </Group>
          ))}
        </Stack>
      ) : null}
      <Stack gap="sm">
        {fits.map((name) => {
          const fit = match[name];
          if (!fit) return null;
          return (
            <div key={name}>
              <Group justify="space-between" mb={4}>
                <Text size="sm" fw={600}>
                  {t(fitKey[name])}
                </Text>
                <Text size="xs" c="dimmed">
                  {Math.round(fit.score * 100)}%
                </Text>
              </Group>
              <Progress value={fit.score * 100} size="sm" radius="xl" aria-label={t(fitKey[name])} />
              <Text size="xs" c="dimmed" mt={4}>
                {fit.reason}
              </Text>
            </div>
          );
        })}
      </Stack>
      <SkillList title={t('positions.match.matched')} skills={match.matchedSkills} color="teal" />
      <SkillList
        title={t('positions.match.related')}
        skills={match.relatedSkills.map((r) =>
          t('positions.match.relatedVia', { skill: r.skill, via: r.via }),
        )}
        color="blue"
      />
      {match.missingSkills.length > 0 ? (
        <div>
          <Text fw={600} size="sm" mb={6}>
            {t('positions.match.missing')}
          </Text>
          <Group gap={6}>
            {match.missingSkills.map((skill) => (
              <Badge
                key={skill}
                variant="outline"
                color="gray"
                radius="sm"
                tt="none"
                size="md"
                leftSection={<IconPlus size={12} />}
              >
                {skill}
              </Badge>
            ))}
          </Group>
        </div>
      ) : null}
    </Stack>
  );
}
