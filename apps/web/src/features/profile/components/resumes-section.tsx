import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ResumeEntry } from '@opencareers/contracts/profile';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/i18n/format-day.ts';
import { ProfileSection } from './profile-section.tsx';
import type { SaveResult } from './use-profile-save.ts';

interface Props {
  resumes: ResumeEntry[];
  save: (body: {
    op_section: 'resumes';
    operation: 'update' | 'delete';
    op_data: { index: number; value?: { isPrimary: true } };
  }) => Promise<SaveResult>;
  saving: boolean;
  /**
   * The "Upload résumé" control, supplied by the résumé upload feature (it owns parsing and
   * the confirm step). Nothing is shown when it is not given.
   */
  uploadAction?: ReactNode;
}

const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The candidate's résumé files: download, make primary, delete (with a confirmation). */
export function ResumesSection({ resumes, save, saving, uploadAction }: Props) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState<string | null>(null);
  return (
    <ProfileSection
      section="resumes"
      title={t('profile.sections.resumes')}
      intro={t('profile.resumes.intro')}
      actions={uploadAction}
    >
      {resumes.length ? (
        <Stack gap="xs">
          {resumes.map((r, index) => (
            <Paper key={r.id} withBorder radius="md" p="sm">
              <Stack gap={6}>
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <Anchor href={r.url} download={r.fileName} fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {r.fileName}
                  </Anchor>
                  {r.isPrimary ? (
                    <Badge variant="light" color="teal" c="teal.9" style={{ flexShrink: 0 }}>
                      {t('profile.resumes.primary')}
                    </Badge>
                  ) : null}
                </Group>
                <Text size="xs" c="gray.7">
                  {t('profile.resumes.meta', {
                    size: size(r.size),
                    date: formatDay(r.uploadedAt, i18n.language),
                  })}
                </Text>
                {confirming === r.id ? (
                  <Group gap="xs">
                    <Text size="sm">{t('profile.resumes.confirmDelete')}</Text>
                    <Button
                      size="compact-sm"
                      color="red"
                      loading={saving}
                      onClick={async () => {
                        await save({ op_section: 'resumes', operation: 'delete', op_data: { index } });
                        setConfirming(null);
                      }}
                    >
                      {t('profile.resumes.delete')}
                    </Button>
                    <Button size="compact-sm" variant="default" onClick={() => setConfirming(null)}>
                      {t('profile.actions.cancel')}
                    </Button>
                  </Group>
                ) : (
                  <Group gap="xs">
                    {r.isPrimary ? null : (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        aria-label={t('profile.resumes.makePrimaryNamed', { name: r.fileName })}
                        onClick={() =>
                          void save({
                            op_section: 'resumes',
                            operation: 'update',
                            op_data: { index, value: { isPrimary: true } },
                          })
                        }
                      >
                        {t('profile.resumes.makePrimary')}
                      </Button>
                    )}
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      aria-label={t('profile.resumes.deleteNamed', { name: r.fileName })}
                      onClick={() => setConfirming(r.id)}
                    >
                      {t('profile.resumes.delete')}
                    </Button>
                  </Group>
                )}
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Text c="gray.7">{t('profile.resumes.empty')}</Text>
      )}
    </ProfileSection>
  );
}
