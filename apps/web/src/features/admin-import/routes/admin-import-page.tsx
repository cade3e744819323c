import { Alert, Badge, Button, Card, FileInput, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type {
  ColumnMapping,
  ImportFormat,
  ImportSource,
  InspectResult,
} from '@opencareers/contracts/admin-import';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { useDryRun, useImportRun, useInspectFile, useStartImport } from '../api/admin-import-api.ts';
import { ImportReportView } from '../components/import-report.tsx';
import { MappingStep } from '../components/mapping-step.tsx';
import { completeMapping, missingFields, progressPercent } from '../logic/mapping.ts';

/** The server's message for a refused request, with the fields it names. */
const problemOf = (error: unknown, fallback: string) =>
  isApiRequestError(error)
    ? [error.message, ...Object.values(error.fieldErrors ?? {})]
        .filter((m, i, all) => all.indexOf(m) === i)
        .join(' ')
    : fallback;

/**
 * /admin/import: choose a file (CSV, JSON or schema.org JobPosting), map the CSV columns,
 * see what a dry run would do, then import with a progress bar. The server does the work,
 * so this works on the embedded database while the site runs.
 */
export function AdminImportPage() {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const [file, setFile] = useState<File | null>(null);
  const [content, setContent] = useState('');
  const [inspected, setInspected] = useState<InspectResult>();
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [runId, setRunId] = useState<string>();
  const inspect = useInspectFile();
  const dryRun = useDryRun();
  const start = useStartImport();
  const run = useImportRun(runId);

  const reset = () => {
    setInspected(undefined);
    setRunId(undefined);
    dryRun.reset();
    start.reset();
  };

  const onFile = async (chosen: File | null) => {
    setFile(chosen);
    reset();
    inspect.reset();
    if (!chosen) return;
    const text = await chosen.text();
    setContent(text);
    const result = await inspect.mutateAsync({ content: text, fileName: chosen.name }).catch(() => undefined);
    if (result) {
      setInspected(result);
      setMapping(result.mapping);
    }
  };

  const source = (): ImportSource => ({
    format: inspected!.format as ImportFormat,
    content,
    ...(inspected!.format === 'csv' ? { mapping: completeMapping(mapping) } : {}),
  });
  const missing = inspected?.format === 'csv' ? missingFields(mapping) : [];
  const writable = dryRun.data ? dryRun.data.created + dryRun.data.updated : 0;

  return (
    <PageContainer>
      <Stack gap="xl">
        <div>
          <Title order={1}>{t('pages.adminImport')}</Title>
          <Text c="dimmed" mt={4} maw={720}>
            {t('adminImport.intro')}
          </Text>
        </div>

        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Title order={2} size="h3">
              {t('adminImport.fileTitle')}
            </Title>
            <FileInput
              label={t('adminImport.file')}
              description={t('adminImport.fileHelp')}
              accept=".csv,.json,.jsonld,text/csv,application/json,application/ld+json"
              value={file}
              onChange={(f) => void onFile(f)}
              leftSection={<IconFileImport size={16} aria-hidden />}
              clearable
              clearButtonProps={{ 'aria-label': t('adminImport.clearFile') }}
              maw={520}
            />
            {inspect.isPending && <Text size="sm">{t('adminImport.reading')}</Text>}
            {inspect.isError && (
              <Alert color="red" title={t('adminImport.fileRefused')}>
                {problemOf(inspect.error, t('adminImport.failed'))}
              </Alert>
            )}
            {inspected && (
              <Group gap="sm">
                <Badge variant="light">{t(`adminImport.format.${inspected.format}`)}</Badge>
                <Text size="sm">{t('adminImport.rows', { count: inspected.rows })}</Text>
              </Group>
            )}
          </Stack>
        </Card>

        {inspected?.format === 'csv' && (
          <Card withBorder radius="lg" padding="lg">
            <Stack gap="md">
              <MappingStep
                headers={inspected.headers}
                sample={inspected.sample}
                mapping={mapping}
                onChange={(m) => {
                  setMapping(m);
                  dryRun.reset();
                }}
              />
            </Stack>
          </Card>
        )}

        {inspected && (
          <Card withBorder radius="lg" padding="lg">
            <Stack gap="md">
              <Title order={2} size="h3">
                {t('adminImport.checkTitle')}
              </Title>
              {missing.length > 0 && (
                <Text size="sm" c="red.8">
                  {t('adminImport.missing', {
                    fields: missing.map((f) => t(`adminImport.field.${f}`)).join(', '),
                  })}
                </Text>
              )}
              <Group>
                <Button
                  variant={dryRun.data ? 'default' : 'filled'}
                  loading={dryRun.isPending}
                  disabled={missing.length > 0 || !!runId}
                  onClick={() => dryRun.mutate(source())}
                >
                  {t('adminImport.dryRun')}
                </Button>
                <Button
                  loading={start.isPending}
                  disabled={!dryRun.data || writable === 0 || !!runId}
                  onClick={() =>
                    start
                      .mutateAsync(source())
                      .then((r) => setRunId(r.id))
                      .catch(() => undefined)
                  }
                >
                  {t('adminImport.run', { count: writable })}
                </Button>
              </Group>
              {dryRun.isError && (
                <Alert color="red" title={t('adminImport.fileRefused')}>
                  {problemOf(dryRun.error, t('adminImport.failed'))}
                </Alert>
              )}
              {start.isError && (
                <Alert color="red" title={t('adminImport.fileRefused')}>
                  {problemOf(start.error, t('adminImport.failed'))}
                </Alert>
              )}
              {dryRun.data && !runId && <ImportReportView report={dryRun.data} done={false} />}
            </Stack>
          </Card>
        )}

        {run.data && (
          <Card withBorder radius="lg" padding="lg">
            <Stack gap="md">
              <Title order={2} size="h3">
                {t('adminImport.progressTitle')}
              </Title>
              <Progress
                value={progressPercent(run.data)}
                size="lg"
                aria-label={t('adminImport.progressLabel')}
                color={run.data.status === 'failed' ? 'red' : undefined}
              />
              <Text size="sm" aria-live="polite">
                {run.data.status === 'running'
                  ? t('adminImport.progress', {
                      done: run.data.processed,
                      total: run.data.rows - run.data.refused,
                    })
                  : run.data.status === 'done'
                    ? t('adminImport.finished')
                    : t('adminImport.runFailed', { reason: run.data.failure ?? '' })}
              </Text>
              {run.data.status !== 'running' && (
                <>
                  <ImportReportView report={run.data} done />
                  <Group>
                    <Button component={Link} to={href('/admin/jobs')}>
                      {t('adminImport.toJobs')}
                    </Button>
                    <Button
                      variant="default"
                      onClick={() => {
                        void onFile(null);
                      }}
                    >
                      {t('adminImport.another')}
                    </Button>
                  </Group>
                </>
              )}
            </Stack>
          </Card>
        )}
      </Stack>
    </PageContainer>
  );
}
