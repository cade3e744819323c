import { Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileOff, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { openLoginModal } from '../../../lib/login-modal/login-modal-store.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { useFormAssignment } from '../api/form-assignment.ts';
import { usePublicForm } from '../api/public-form.ts';
import { AssignmentHeader } from '../assignments/assignment-header.tsx';
import { CompletedAssignment } from '../assignments/completed-assignment.tsx';
import { FillAssignment } from '../assignments/fill-assignment.tsx';
import { FillPublicForm } from '../public-form/fill-public-form.tsx';

function BackToCenter() {
  const { t } = useTranslation();
  const href = useCarriedHref();
  return (
    <Button component={Link} to={href('/careers/forms/center')}>
      {t('forms.view.backToCenter')}
    </Button>
  );
}

function ViewSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton height={34} width="45%" />
      <Skeleton height={16} width="25%" />
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          {[0, 1, 2].map((i) => (
            <Stack key={i} gap={6}>
              <Skeleton height={14} width="30%" />
              <Skeleton height={36} />
            </Stack>
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}

function AssignmentView({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useFormAssignment(id);
  const [justSubmitted, setJustSubmitted] = useState(false);
  if (query.isPending) return <ViewSkeleton />;
  if (query.isError) {
    const missing = isApiRequestError(query.error) && query.error.status === 404;
    return missing ? (
      <StatusPanel icon={<IconFileOff size={32} />} title={t('forms.view.notFoundTitle')} tone="gray">
        <Stack align="center" gap="md">
          <Text c="dimmed">{t('forms.view.notFound')}</Text>
          <BackToCenter />
        </Stack>
      </StatusPanel>
    ) : (
      <StatusPanel icon={<IconAlertTriangle size={32} />} title={t('forms.view.loadFailed')} tone="red">
        <Button onClick={() => void query.refetch()}>{t('common.tryAgain')}</Button>
      </StatusPanel>
    );
  }
  const data = query.data;
  return (
    <Stack gap="lg">
      <AssignmentHeader assignment={data.assignment} />
      {data.assignment.status === 'completed' ? (
        <CompletedAssignment data={data} justSubmitted={justSubmitted} />
      ) : (
        <FillAssignment
          data={data}
          onSubmitted={() => {
            setJustSubmitted(true);
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </Stack>
  );
}

/** A form marked public, at its own link: open to every signed-in candidate of the site. */
function PublicFormView({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = usePublicForm(id);
  if (query.isPending) return <ViewSkeleton />;
  if (query.isError) {
    // 400: not a form id at all; 404: no such form, or not public.
    const missing = isApiRequestError(query.error) && [400, 404].includes(query.error.status);
    return missing ? (
      <StatusPanel icon={<IconFileOff size={32} />} title={t('forms.view.notFoundTitle')} tone="gray">
        <Text c="dimmed">{t('forms.public.notFound')}</Text>
      </StatusPanel>
    ) : (
      <StatusPanel icon={<IconAlertTriangle size={32} />} title={t('forms.view.loadFailed')} tone="red">
        <Button onClick={() => void query.refetch()}>{t('common.tryAgain')}</Button>
      </StatusPanel>
    );
  }
  return (
    <Stack gap="lg">
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        {query.data.title}
      </Title>
      <FillPublicForm form={query.data} />
    </Stack>
  );
}

/**
 * /careers/forms?assignment=<id>: one form a recruiter assigned to me. The route is open to
 * logged-out visitors (spec shell §2), but stored forms are only ever shown to the candidate
 * they were assigned to, so a visitor is asked to log in first. `?form=<id>` opens a form
 * marked public, which also takes answers only from someone signed in (the server's rule).
 */
export function FormsPage() {
  const { t } = useTranslation();
  const { user } = useBoot();
  const [params] = useSearchParams();
  const id = params.get('assignment');
  const publicId = id ? null : params.get('form');
  let body: React.ReactNode;
  if (!user.isLoggedIn) {
    body = (
      <StatusPanel icon={<IconLock size={32} />} title={t('forms.view.logInTitle')}>
        <Stack align="center" gap="md">
          <Text c="dimmed">{publicId ? t('forms.public.logIn') : t('forms.view.logIn')}</Text>
          <Button onClick={() => openLoginModal()}>{t('shell.logIn')}</Button>
        </Stack>
      </StatusPanel>
    );
  } else if (publicId) {
    body = <PublicFormView key={publicId} id={publicId} />;
  } else if (!id) {
    body = (
      <StatusPanel icon={<IconFileOff size={32} />} title={t('forms.view.noFormTitle')} tone="gray">
        <Stack align="center" gap="md">
          <Text c="dimmed">{t('forms.view.noForm')}</Text>
          <BackToCenter />
        </Stack>
      </StatusPanel>
    );
  } else {
    body = <AssignmentView key={id} id={id} />;
  }
  return <PageContainer>{body}</PageContainer>;
}
