import { Alert, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import type { TenantConfig } from '@opencareers/contracts/tenant-config';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { LivePreview } from './live-preview.tsx';

/**
 * The page an editor of the tenant's look sits in (site settings, theme builder): the load
 * error or nothing until the data is there, then the editor with that data.
 */
export function EditorGate<T>({
  query,
  errorTitle,
  children,
}: {
  query: { isError: boolean; error: unknown; data: T | undefined };
  errorTitle: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError)
    return (
      <PageContainer>
        <StatusPanel icon={<IconAlertTriangle size={32} />} title={errorTitle} tone="red">
          {describeRequestError(query.error)}
        </StatusPanel>
      </PageContainer>
    );
  if (query.data === undefined) return null;
  return <>{children(query.data)}</>;
}

interface EditorFrameProps {
  title: string;
  subtitle: ReactNode;
  /** Someone else saved first: offer to lay this admin's edits on their version. */
  conflict: boolean;
  onReloadTheirs: () => void;
  formError: string | null;
  /** More alerts under the form error (the theme import's refusals). */
  alerts?: ReactNode;
  /** The save/publish buttons. */
  actions: ReactNode;
  /** Shown beside the actions while there are edits not saved. */
  unsavedText: string | null;
  /** The form column. */
  children: ReactNode;
  /** What the live preview renders: the configuration as edited. */
  previewConfig: TenantConfig;
  /** Under the form and preview (the version history). */
  footer?: ReactNode;
}

/** Title, conflict and error alerts, actions, then the form beside the live candidate-site preview. */
export function EditorFrame(p: EditorFrameProps) {
  const { t } = useTranslation();
  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>{p.title}</Title>
          <Text size="sm" c="dimmed">
            {p.subtitle}
          </Text>
        </Stack>
        {p.conflict ? (
          <Alert color="orange" title={t('siteSettings.conflictTitle')} role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('siteSettings.conflictBody')}</Text>
              <Button size="xs" variant="default" onClick={p.onReloadTheirs}>
                {t('siteSettings.conflictReload')}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {p.formError ? (
          <Alert color="red" role="alert">
            <Text size="sm">{p.formError}</Text>
          </Alert>
        ) : null}
        {p.alerts}
        <Group gap="sm">
          {p.actions}
          {p.unsavedText ? (
            <Text size="sm" c="dimmed" role="status">
              {p.unsavedText}
            </Text>
          ) : null}
        </Group>
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, lg: 5 }}>{p.children}</Grid.Col>
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <LivePreview config={p.previewConfig} />
          </Grid.Col>
        </Grid>
        {p.footer}
      </Stack>
    </Container>
  );
}
