import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AnalyticsReport } from '@opencareers/contracts/admin-analytics';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { exportHref, useAnalytics } from '../api/admin-analytics-api.ts';
import { AnalyticsRangeForm } from '../components/analytics-range-form.tsx';
import { ChartCard, type TableColumn } from '../components/chart-card.tsx';
import { rangeFrom } from '../logic/date-range.ts';

type Daily = AnalyticsReport['daily'][number];
type Funnel = AnalyticsReport['funnel'][number];
type Query = AnalyticsReport['topQueries'][number];
type Zero = AnalyticsReport['zeroResultQueries'][number];

const totalKeys = [
  'visitors',
  'pageViews',
  'jobViews',
  'searches',
  'applyStarted',
  'applySubmitted',
] as const;

/** /admin/analytics: visitors, job views, searches and the apply funnel over a range of days. */
export function AdminAnalyticsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const range = rangeFrom(params);
  const query = useAnalytics({ from: range.from, to: range.to }, range.valid);
  const report = query.data;
  const col = (
    k:
      | 'day'
      | 'visitors'
      | 'jobViews'
      | 'searches'
      | 'applyStarted'
      | 'applySubmitted'
      | 'source'
      | 'query'
      | 'averageResults',
  ) => t(`adminAnalytics.col.${k}`);

  const dailyColumns: TableColumn<Daily>[] = [
    { key: 'day', label: col('day'), value: (d) => d.day },
    { key: 'visitors', label: col('visitors'), value: (d) => d.visitors },
    { key: 'jobViews', label: col('jobViews'), value: (d) => d.jobViews },
    { key: 'searches', label: col('searches'), value: (d) => d.searches },
    { key: 'applyStarted', label: col('applyStarted'), value: (d) => d.applyStarted },
    { key: 'applySubmitted', label: col('applySubmitted'), value: (d) => d.applySubmitted },
  ];
  const funnelColumns: TableColumn<Funnel>[] = [
    { key: 'source', label: col('source'), value: (f) => f.source },
    { key: 'jobViews', label: col('jobViews'), value: (f) => f.jobViews },
    { key: 'applyStarted', label: col('applyStarted'), value: (f) => f.applyStarted },
    { key: 'applySubmitted', label: col('applySubmitted'), value: (f) => f.applySubmitted },
  ];
  const queryColumns: TableColumn<Query>[] = [
    { key: 'query', label: col('query'), value: (q) => q.query },
    { key: 'searches', label: col('searches'), value: (q) => q.searches },
    { key: 'averageResults', label: col('averageResults'), value: (q) => q.averageResults },
  ];
  const zeroColumns: TableColumn<Zero>[] = [
    { key: 'query', label: col('query'), value: (q) => q.query },
    { key: 'searches', label: col('searches'), value: (q) => q.searches },
  ];
  const shown = { from: range.from, to: range.to };

  return (
    <PageContainer>
      <Stack gap="xl">
        <div>
          <Title order={1}>{t('pages.adminAnalytics')}</Title>
          <Text c="dimmed" mt={4} maw={720}>
            {t('adminAnalytics.intro')}
          </Text>
        </div>
        <Card withBorder radius="lg" padding="lg">
          <AnalyticsRangeForm
            range={{ from: range.from, to: range.to }}
            onApply={(chosen) => setParams(chosen)}
          />
          {/* A range typed into the address is read as it stands; the form refuses a bad one itself. */}
          {!range.valid && (
            <Alert color="red" mt="md">
              {t('adminAnalytics.rangeInvalid')}
            </Alert>
          )}
        </Card>
        {query.isError && <Alert color="red">{t('adminAnalytics.loadFailed')}</Alert>}
        {report && (
          <>
            <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md" component="dl" m={0}>
              {totalKeys.map((k) => (
                <Card key={k} withBorder radius="lg" padding="md">
                  <Text component="dt" size="sm" c="dimmed">
                    {t(`adminAnalytics.totals.${k}`)}
                  </Text>
                  <Text component="dd" m={0} size="xl" fw={700} data-testid={`total-${k}`}>
                    {report.totals[k]}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
            <ChartCard
              title={t('adminAnalytics.dailyTitle')}
              description={t('adminAnalytics.dailyDescription', shown)}
              rows={report.daily}
              columns={dailyColumns}
              csvHref={exportHref(shown, 'daily')}
              chart={
                <LineChart
                  h={260}
                  data={report.daily}
                  dataKey="day"
                  withLegend
                  curveType="linear"
                  series={[
                    { name: 'visitors', label: col('visitors'), color: 'blue.7' },
                    { name: 'jobViews', label: col('jobViews'), color: 'teal.8' },
                    { name: 'searches', label: col('searches'), color: 'orange.8' },
                  ]}
                />
              }
            />
            <ChartCard
              title={t('adminAnalytics.funnelTitle')}
              description={t('adminAnalytics.funnelDescription')}
              rows={report.funnel}
              columns={funnelColumns}
              csvHref={exportHref(shown, 'funnel')}
              chart={
                <BarChart
                  h={260}
                  data={report.funnel}
                  dataKey="source"
                  withLegend
                  series={[
                    { name: 'jobViews', label: col('jobViews'), color: 'blue.7' },
                    { name: 'applyStarted', label: col('applyStarted'), color: 'teal.8' },
                    { name: 'applySubmitted', label: col('applySubmitted'), color: 'grape.8' },
                  ]}
                />
              }
            />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <ChartCard
                title={t('adminAnalytics.queriesTitle')}
                description={t('adminAnalytics.queriesDescription')}
                rows={report.topQueries}
                columns={queryColumns}
                csvHref={exportHref(shown, 'queries')}
                chart={
                  <BarChart
                    h={Math.max(160, report.topQueries.length * 28)}
                    data={report.topQueries}
                    dataKey="query"
                    orientation="vertical"
                    yAxisProps={{ width: 120 }}
                    series={[{ name: 'searches', label: col('searches'), color: 'blue.7' }]}
                  />
                }
              />
              <ChartCard
                title={t('adminAnalytics.zeroTitle')}
                description={t('adminAnalytics.zeroDescription')}
                rows={report.zeroResultQueries}
                columns={zeroColumns}
                csvHref={exportHref(shown, 'zero-result-queries')}
              />
            </SimpleGrid>
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
