import { Alert, Button, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Profile, ProfileEditBody } from '@opencareers/contracts/profile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container.tsx';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { useProfile, useProfileAnalysis } from '../api/profile.ts';
import { AvatarEditor } from '../components/avatar-editor.tsx';
import { CompletionMeter } from '../components/completion-meter.tsx';
import { ContactSection } from '../components/contact-section.tsx';
import { PreferencesSection } from '../components/preferences-section.tsx';
import { ProfileLists } from '../components/profile-lists.tsx';
import { ResumesSection } from '../components/resumes-section.tsx';
import { TextSection } from '../components/text-section.tsx';
import { type SaveResult, useProfileSave } from '../components/use-profile-save.ts';
import { ResumeUploadButton } from '../resume-upload/resume-upload-button.tsx';

export function ProfilePage() {
  return <ProfileView resumeUploadAction={<ResumeUploadButton />} />;
}

interface ProfileViewProps {
  /** The résumé upload feature's "Upload résumé" control; the résumé list shows it when given. */
  resumeUploadAction?: ReactNode;
}

/** The candidate's profile (spec search §2 "profile"): every section readable and editable in place. */
export function ProfileView({ resumeUploadAction }: ProfileViewProps) {
  const { t } = useTranslation();
  const userId = useBoot().user.profile?.encId;
  const profile = useProfile(userId);
  const analysis = useProfileAnalysis(userId);
  const { save, saving } = useProfileSave(userId);

  return (
    <PageContainer>
      <Stack gap="lg">
        <Title order={1}>{t('pages.profile')}</Title>
        {profile.isPending ? (
          <ProfileSkeleton />
        ) : profile.isError ? (
          <Alert color="red" variant="light" title={t('profile.loadFailed')}>
            <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void profile.refetch()}>
              {t('common.tryAgain')}
            </Button>
          </Alert>
        ) : (
          <Grid gutter="lg">
            <Grid.Col span={12}>
              <ProfileHeader profile={profile.data} save={save} saving={saving} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
              <Stack gap="lg">
                <ContactSection profile={profile.data} save={save} saving={saving} />
                <TextSection section="headline" value={profile.data.headline} save={save} saving={saving} />
                <TextSection section="summary" value={profile.data.summary} save={save} saving={saving} />
                <ProfileLists profile={profile.data} save={save} saving={saving} />
                <PreferencesSection preferences={profile.data.preferences} save={save} saving={saving} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
              <Stack gap="lg" style={{ position: 'sticky', top: 88 }}>
                {analysis.data ? (
                  <CompletionMeter completion={analysis.data} />
                ) : (
                  <Skeleton height={180} radius="lg" />
                )}
                <ResumesSection
                  resumes={profile.data.resumes}
                  save={save}
                  saving={saving}
                  uploadAction={resumeUploadAction}
                />
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </PageContainer>
  );
}

function ProfileHeader({
  profile,
  save,
  saving,
}: {
  profile: Profile;
  save: (body: ProfileEditBody) => Promise<SaveResult>;
  saving: boolean;
}) {
  const name = `${profile.contact.firstname} ${profile.contact.lastname}`.trim();
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs">
      <Group gap="lg" align="center" wrap="wrap">
        <AvatarEditor avatar={profile.avatar} name={name} save={save} saving={saving} />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text fw={700} fz={24} lh={1.2}>
            {name}
          </Text>
          {profile.headline ? <Text c="gray.8">{profile.headline}</Text> : null}
          {profile.contact.location ? (
            <Text size="sm" c="gray.7">
              {profile.contact.location}
            </Text>
          ) : null}
        </div>
      </Group>
    </Card>
  );
}

function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <Grid gutter="lg" role="status" aria-label={t('common.loading')}>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          {[140, 160, 100, 220].map((h) => (
            <Skeleton key={h} height={h} radius="lg" />
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Skeleton height={200} radius="lg" />
      </Grid.Col>
    </Grid>
  );
}
