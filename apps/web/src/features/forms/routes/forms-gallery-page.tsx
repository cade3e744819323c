import { Alert, Anchor, Stack, Tabs, Text, Title } from '@mantine/core';
import type { FormDefinition, FormLayout } from '@opencareers/forms/core/definition-schema';
import { allFieldsForm } from '@opencareers/forms/examples/all-fields-form';
import { FormRenderer } from '@opencareers/forms/react/form-renderer';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { usePreviewValidate } from '../api/preview-validate.ts';
import { I18nFormTexts } from '../components/i18n-form-texts.tsx';
import { sampleAnswers } from '../components/sample-answers.ts';
import { WebFormServices } from '../components/web-form-services.tsx';

type GalleryTab = FormLayout | 'view';
const tabs: GalleryTab[] = ['plain', 'stepper', 'htmlDescription', 'adminEditor', 'view'];
const isTab = (v: string | null): v is GalleryTab => tabs.includes(v as GalleryTab);

/**
 * /admin/forms-gallery: every field type in every layout and in view mode, from the JSON
 * definition in packages/forms/examples. Submitting asks the server to validate the answers
 * with the same core rules and shows its per-field verdict on the fields.
 */
export function FormsGalleryPage() {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const [params, setParams] = useSearchParams();
  const tab: GalleryTab = isTab(params.get('layout')) ? (params.get('layout') as GalleryTab) : 'plain';
  const [definition, setDefinition] = useState<FormDefinition>(allFieldsForm);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [verdict, setVerdict] = useState<{ valid: boolean; count: number }>();
  const validate = usePreviewValidate();

  const submit = async (values: Record<string, unknown>) => {
    const result = await validate.mutateAsync({ definition, values });
    const count = Object.keys(result.fieldErrors).length;
    setVerdict({ valid: result.valid, count });
    setServerErrors(count ? result.fieldErrors : undefined);
  };

  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('pages.formsGallery')}</Title>
          <Text c="dimmed" mt="xs" maw={720}>
            {t('forms.gallery.intro')}{' '}
            <Anchor component={Link} to={href('/admin/forms')} underline="always">
              {t('forms.gallery.manageForms')}
            </Anchor>
          </Text>
        </div>
        <Tabs
          value={tab}
          onChange={(v) => {
            if (!isTab(v)) return;
            setVerdict(undefined);
            setServerErrors(undefined);
            setParams((p) => {
              p.set('layout', v);
              return p;
            });
          }}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('forms.gallery.layout')} style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
            {tabs.map((v) => (
              <Tabs.Tab key={v} value={v}>
                {t(`forms.gallery.${v}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((v) => (
            <Tabs.Panel key={v} value={v} pt="xl">
              <WebFormServices>
                <I18nFormTexts>
                  {verdict ? (
                    <Alert
                      color={verdict.valid ? 'green' : 'red'}
                      variant="light"
                      mb="lg"
                      role="status"
                      data-testid="server-verdict"
                    >
                      {verdict.valid
                        ? t('forms.gallery.serverValid')
                        : t('forms.gallery.serverInvalid', { count: verdict.count })}
                    </Alert>
                  ) : null}
                  {v === 'view' ? (
                    <FormRenderer
                      definition={definition}
                      layout="plain"
                      mode="view"
                      initialValues={sampleAnswers}
                    />
                  ) : (
                    <FormRenderer
                      definition={definition}
                      layout={v}
                      onSubmit={submit}
                      serverErrors={serverErrors}
                      stickyFooter={v === 'stepper'}
                      onDefinitionChange={setDefinition}
                      ariaLabel={definition.title}
                    />
                  )}
                </I18nFormTexts>
              </WebFormServices>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </PageContainer>
  );
}
