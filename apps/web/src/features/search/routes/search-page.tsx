import { Card, Container, Grid, Title } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { AccountInviteCard } from '../components/account-invite-card.tsx';
import { LandingHero } from '../components/landing-hero.tsx';

/** /careers, /careers/search and /careers/:query?/:location?: the careers home and job search. */
export function SearchPage() {
  const { t } = useTranslation();
  return (
    <>
      <LandingHero />
      <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Card withBorder radius="lg" padding="xl" shadow="xs" h="100%">
              <Title order={2} fz="lg">
                {t('search.openPositions')}
              </Title>
              <EmptyState message={t('common.nothingYet')} icon={<IconBriefcase size={28} stroke={1.5} />} />
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <AccountInviteCard />
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
