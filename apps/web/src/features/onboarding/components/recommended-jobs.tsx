import { Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { Profile } from '@opencareers/contracts/profile';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { personalizedQueryRoots } from '../../../lib/personalization/personalized-queries.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { recommendationQuery, recommendedJobs } from '../api/profile-setup.ts';

/** The end of onboarding: jobs for this profile, from the jobs search, and the way to see them all. */
export function RecommendedJobs({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const query = recommendationQuery(profile);
  const location = profile.contact.location;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const jobs = useQuery({
    queryKey: [personalizedQueryRoots.search, 'onboarding-recommendations', query, location],
    queryFn: async ({ signal }) => {
      const near = await recommendedJobs(query, location, signal);
      // Nothing near the candidate's town: the same jobs anywhere.
      return near.positions.length || !location
        ? { ...near, location }
        : { ...(await recommendedJobs(query, '', signal)), location: '' };
    },
  });
  const searchHref = href(
    `/careers/search?${new URLSearchParams({ query, ...(jobs.data?.location ? { location: jobs.data.location } : {}) })}`,
  );

  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3" ref={heading} tabIndex={-1}>
          {t('onboardingPage.doneTitle')}
        </Title>
        <Text c="dimmed">
          {query ? t('onboardingPage.doneIntro', { query }) : t('onboardingPage.doneIntroEmpty')}
        </Text>
      </div>
      {jobs.isPending && <Loader role="status" aria-label={t('onboardingPage.loadingJobs')} />}
      {jobs.isError && <Text>{t('onboardingPage.jobsFailed')}</Text>}
      {jobs.data && jobs.data.positions.length === 0 && <Text>{t('onboardingPage.noJobs')}</Text>}
      {jobs.data && jobs.data.positions.length > 0 && (
        <Stack
          gap="xs"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={t('onboardingPage.doneTitle')}
        >
          {jobs.data.positions.slice(0, 5).map((p) => (
            <Card key={p.id} component="li" withBorder padding="sm" radius="md">
              <Anchor component={Link} to={href(`/careers/job/${encodeURIComponent(p.id)}`)} fw={600}>
                {p.name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {[p.department, p.location].filter(Boolean).join(' · ')}
              </Text>
            </Card>
          ))}
        </Stack>
      )}
      <Group>
        <Button component={Link} to={searchHref}>
          {t('onboardingPage.seeAll')}
        </Button>
        <Button component={Link} to={href('/careers/profile')} variant="default">
          {t('onboardingPage.toProfile')}
        </Button>
      </Group>
    </Stack>
  );
}
