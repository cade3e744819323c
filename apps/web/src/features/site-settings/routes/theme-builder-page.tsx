import { Accordion, Alert, Button, FileButton, List, SegmentedControl, Stack, Text } from '@mantine/core';
import { siteSettingsConfigSchema } from '@opencareers/contracts/site-settings';
import { siteSettingsPaths } from '@opencareers/contracts/site-settings-paths';
import {
  radiusSizes,
  type Theme,
  type ThemeProduct,
  themeProducts,
  themeSections,
} from '@opencareers/contracts/theme';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { showSuccessToast } from '../../../lib/notify/toast.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { fetchTheme, importTheme, useSaveTheme, useTheme } from '../api/site-settings-api.ts';
import { EditorFrame, EditorGate } from '../components/editor-frame.tsx';
import { ColourSetting, SelectSetting } from '../components/setting-fields.tsx';
import { SettingsFormContext } from '../components/settings-form-context.ts';
import { issuesByPath, rebaseEdits, setPath } from '../logic/config-paths.ts';
import { themeFields } from '../logic/theme-fields.ts';

/** Theme builder (`/admin/theme`): every product and section of the enumeration, live preview, JSON files. */
export function ThemeBuilderPage() {
  const { t } = useTranslation();
  return (
    <EditorGate query={useTheme()} errorTitle={t('themeBuilder.loadError')}>
      {(data) => <ThemeEditor initial={data} />}
    </EditorGate>
  );
}

function ThemeEditor({ initial }: { initial: { theme: Theme; revision: number; version: number } }) {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const published = useBoot().config;
  const save = useSaveTheme();
  const [revision, setRevision] = useState(initial.revision);
  const [base, setBase] = useState(initial.theme);
  const [theme, setTheme] = useState(initial.theme);
  const [product, setProduct] = useState<ThemeProduct>('pcsx');
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [importErrors, setImportErrors] = useState<Record<string, string> | null>(null);
  const [conflict, setConflict] = useState(false);
  const config = useMemo(() => ({ ...published, theme }), [published, theme]);
  const dirty = JSON.stringify(theme) !== JSON.stringify(base);

  const clientErrors = useMemo(() => {
    const parsed = siteSettingsConfigSchema.safeParse(config);
    if (parsed.success) return {};
    return Object.fromEntries(
      Object.entries(issuesByPath(parsed.error.issues)).filter(([p]) => p.startsWith('theme.')),
    );
  }, [config]);
  const errors = { ...serverErrors, ...clientErrors };

  const set = (path: string, value: unknown) => {
    if (!path.startsWith('theme.')) return;
    setTheme((th) => setPath(th, path.slice('theme.'.length), value));
    setServerErrors((e) => Object.fromEntries(Object.entries(e).filter(([p]) => p !== path)));
    // The fields now carry the errors; a stale "fix the marked colours" must not outlive them.
    setFormError(null);
  };

  const onSave = async () => {
    if (Object.keys(clientErrors).length) return setFormError(t('themeBuilder.fixErrors'));
    try {
      const next = await save.mutateAsync({ theme, revision });
      setRevision(next.revision);
      setBase(next.theme);
      setTheme(next.theme);
      setFormError(null);
      setServerErrors({});
      showSuccessToast(t('themeBuilder.saved'));
    } catch (error) {
      if (isApiRequestError(error) && error.code === 'VERSION_CONFLICT') return setConflict(true);
      if (isApiRequestError(error) && error.fieldErrors) setServerErrors(error.fieldErrors);
      setFormError(describeRequestError(error));
    }
  };

  const loadTheirs = async () => {
    const theirs = await fetchTheme();
    setTheme(rebaseEdits(base, theme, theirs.theme));
    setBase(theirs.theme);
    setRevision(theirs.revision);
    setConflict(false);
  };

  const onImport = async (file: File | null) => {
    if (!file) return;
    setImportErrors(null);
    let json: unknown;
    try {
      json = JSON.parse(await file.text());
    } catch {
      return setImportErrors({ file: t('themeBuilder.notJson') });
    }
    try {
      setTheme(await importTheme(json));
      showSuccessToast(t('themeBuilder.imported'));
    } catch (error) {
      setImportErrors(
        isApiRequestError(error) && error.fieldErrors
          ? error.fieldErrors
          : { file: describeRequestError(error) },
      );
    }
  };

  return (
    <EditorFrame
      title={t('pages.adminTheme')}
      subtitle={t('themeBuilder.intro')}
      conflict={conflict}
      onReloadTheirs={loadTheirs}
      formError={formError}
      alerts={
        importErrors ? (
          <Alert color="red" role="alert" title={t('themeBuilder.importRefused')}>
            <List size="sm">
              {Object.entries(importErrors).map(([path, message]) => (
                <List.Item key={path}>
                  {path}: {message}
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : null
      }
      actions={
        <>
          <Button onClick={onSave} loading={save.isPending} disabled={!dirty}>
            {t('themeBuilder.save')}
          </Button>
          <Button variant="default" onClick={() => setTheme(base)} disabled={!dirty}>
            {t('themeBuilder.reset')}
          </Button>
          <Button
            component="a"
            href={href(siteSettingsPaths.themeExport)}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t('themeBuilder.export')}
          </Button>
          <FileButton onChange={onImport} accept="application/json,.json">
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconUpload size={16} aria-hidden />}>
                {t('themeBuilder.import')}
              </Button>
            )}
          </FileButton>
        </>
      }
      unsavedText={dirty ? t('themeBuilder.unsaved') : null}
      previewConfig={config}
    >
      <Stack gap="sm">
        <SegmentedControl
          aria-label={t('themeBuilder.product')}
          value={product}
          onChange={(v) => setProduct(v as ThemeProduct)}
          data={themeProducts.map((p) => ({ value: p, label: t(`themeBuilder.products.${p}`) }))}
        />
        <Text size="xs" c="dimmed">
          {t(`themeBuilder.productHelp.${product}`)}
        </Text>
        <SettingsFormContext.Provider value={{ config, set, errors }}>
          <Accordion multiple defaultValue={['core']} variant="separated">
            {themeSections.map((section) => (
              <Accordion.Item key={section} value={section}>
                <Accordion.Control>{t(`themeBuilder.sections.${section}`)}</Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="sm">
                    {themeFields[section].map((field) => {
                      const path = `theme.${product}.${section}.${field.key}`;
                      // Field keys come from theme-fields.ts; en.json has one label per field.
                      const label = (t as (key: string) => string)(
                        `themeBuilder.fields.${section}.${field.key.replace('.', '_')}`,
                      );
                      return field.kind === 'colour' ? (
                        <ColourSetting key={path} path={path} label={label} optional />
                      ) : (
                        <SelectSetting
                          key={path}
                          path={path}
                          label={label}
                          optional
                          data={radiusSizes.map((r) => ({
                            value: r,
                            label: t(`themeBuilder.radius.${r}`),
                          }))}
                        />
                      );
                    })}
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </SettingsFormContext.Provider>
      </Stack>
    </EditorFrame>
  );
}
