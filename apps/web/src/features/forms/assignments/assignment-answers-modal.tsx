import { Alert, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { FormRenderer } from '@opencareers/forms/react/form-renderer';
import { useTranslation } from 'react-i18next';
import { useAdminAssignment } from '../api/admin-form-assignments.ts';
import { I18nFormTexts } from '../components/i18n-form-texts.tsx';
import { WebFormServices } from '../components/web-form-services.tsx';
import { formatDay } from './due-date.ts';

/** A completed assignment's answers, read only, for the admin (social numbers stay sealed). */
export function AssignmentAnswersModal({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const detail = useAdminAssignment(id);
  const a = detail.data?.assignment;
  return (
    <Modal
      opened={!!id}
      onClose={onClose}
      size="lg"
      title={
        a ? t('forms.answers.title', { title: a.formTitle, name: a.candidate.fullname }) : t('common.loading')
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {detail.isPending ? (
        <Skeleton height={160} radius="md" role="status" aria-label={t('common.loading')} />
      ) : detail.isError ? (
        <Alert color="red" variant="light">
          {t('forms.answers.loadFailed')}
        </Alert>
      ) : (
        <Stack gap="md">
          {detail.data.assignment.completedAt ? (
            <Text size="sm" c="dimmed">
              {t('forms.center.completedOn', {
                date: formatDay(detail.data.assignment.completedAt, i18n.language),
              })}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed">
            {t('forms.answers.sealed')}
          </Text>
          {detail.data.answers ? (
            <WebFormServices>
              <I18nFormTexts>
                <FormRenderer
                  definition={detail.data.form.definition}
                  mode="view"
                  initialValues={detail.data.answers}
                />
              </I18nFormTexts>
            </WebFormServices>
          ) : (
            <Text>{t('forms.answers.none')}</Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}
