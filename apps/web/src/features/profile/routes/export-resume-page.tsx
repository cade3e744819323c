import { Alert, Anchor, Button, Grid, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { type ResumeTemplate, resumeTemplates } from '@opencareers/contracts/resume-export';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { exportResumeHref, useResumePdf } from '../api/export-resume.ts';
import { ResumePreview } from '../components/resume-preview.tsx';

/** /careers/export-resume: pick a template, see its first page, download it as PDF or DOCX. */
export function ExportResumePage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const href = useCarriedHref();
  const userId = useBoot().user.profile?.encId;
  const [template, setTemplate] = useState<ResumeTemplate>('classic');
  const pdf = useResumePdf(search, template, userId);

  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('pages.exportResume')}</Title>
          <Text c="gray.7" mt={4} maw={720}>
            {t('resumeExport.intro')}{' '}
            <Anchor component={Link} to={href('/careers/profile')} underline="always">
              {t('resumeExport.editProfile')}
            </Anchor>
          </Text>
        </div>
        <Grid gutter={{ base: 'lg', md: 'xl' }}>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <Radio.Group
                value={template}
                onChange={(v) => setTemplate(v as ResumeTemplate)}
                label={t('resumeExport.templateLabel')}
                labelProps={{ fz: 'md', fw: 600, mb: 'xs' }}
              >
                <Stack gap="sm">
                  {resumeTemplates.map((name) => (
                    <Radio.Card key={name} value={name} radius="md" p="md" withBorder>
                      <Group wrap="nowrap" align="flex-start" gap="sm">
                        <Radio.Indicator mt={3} />
                        <div>
                          <Text fw={600}>{t(`resumeExport.templates.${name}.name`)}</Text>
                          <Text size="sm" c="gray.7">
                            {t(`resumeExport.templates.${name}.description`)}
                          </Text>
                        </div>
                      </Group>
                    </Radio.Card>
                  ))}
                </Stack>
              </Radio.Group>
              <Stack gap="xs">
                <Text fw={600}>{t('resumeExport.download')}</Text>
                <Group gap="sm">
                  <Button component="a" href={exportResumeHref(search, 'pdf', template)} download>
                    {t('resumeExport.downloadPdf')}
                  </Button>
                  <Button
                    component="a"
                    href={exportResumeHref(search, 'docx', template)}
                    download
                    variant="default"
                  >
                    {t('resumeExport.downloadDocx')}
                  </Button>
                </Group>
                <Text size="sm" c="gray.7">
                  {t('resumeExport.formatsHelp')}
                </Text>
              </Stack>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="xs">
              <Text fw={600} id="resume-preview-heading">
                {t('resumeExport.preview')}
              </Text>
              {pdf.isError ? (
                <Alert color="red" variant="light" role="alert">
                  {t('resumeExport.previewFailed')}
                </Alert>
              ) : (
                <ResumePreview
                  pdf={pdf.data}
                  label={t('resumeExport.previewLabel', {
                    template: t(`resumeExport.templates.${template}.name`),
                  })}
                />
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </PageContainer>
  );
}
