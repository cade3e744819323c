import { Anchor, Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { OfferStatusBadge } from '../components/offer-status-badge.tsx';
import { displayStatus, formatOfferDate } from '../logic/offer-display.ts';
import { useAdminOffers } from './admin-offers-api.ts';
import { CreateOfferForm } from './create-offer-form.tsx';

function OffersTable() {
  const { t, i18n } = useTranslation();
  const href = useCarriedHref();
  const offers = useAdminOffers();
  if (offers.isPending) return <Skeleton height={200} radius="md" />;
  if (offers.isError) return <Text c="red.9">{t('offers.messages.fetchFailed')}</Text>;
  if (!offers.data.length) return <Text c="dimmed">{t('offers.list.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('offers.admin.candidate')}</Table.Th>
            <Table.Th>{t('offers.admin.position')}</Table.Th>
            <Table.Th>{t('offers.admin.status')}</Table.Th>
            <Table.Th>{t('offers.admin.expires')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {offers.data.map((o) => (
            <Table.Tr key={o.id}>
              <Table.Td>
                <Anchor component={Link} to={href(`/admin/offers/${o.id}`)}>
                  {o.candidate.fullname}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {o.candidate.email}
                </Text>
              </Table.Td>
              <Table.Td>{o.position.name}</Table.Td>
              <Table.Td>
                <OfferStatusBadge status={displayStatus(o)} />
              </Table.Td>
              <Table.Td>{o.expires_at ? formatOfferDate(o.expires_at, i18n.language) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function AdminOffersPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <Stack gap="xl">
        <Title order={1}>{t('pages.adminOffers')}</Title>
        <CreateOfferForm />
        <Card withBorder radius="lg" padding="lg">
          <Title order={2} fz="lg" mb="md">
            {t('offers.admin.allOffers')}
          </Title>
          <OffersTable />
        </Card>
      </Stack>
    </PageContainer>
  );
}
