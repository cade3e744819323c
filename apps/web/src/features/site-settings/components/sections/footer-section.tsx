import { Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPath } from '../../logic/config-paths.ts';
import { SwitchSetting, TextSetting } from '../setting-fields.tsx';
import { useSettingsForm } from '../settings-form-context.ts';

/** Text overrides are edited as `key = value` lines. */
function OverridesSetting() {
  const { t } = useTranslation();
  const { config, set } = useSettingsForm();
  const value = (getPath(config, 'pcsxConfig.overrides') as Record<string, string>) ?? {};
  // The text is kept as typed; the setting is what its complete lines say.
  const [text, setText] = useState(() =>
    Object.entries(value)
      .map(([k, v]) => `${k} = ${v}`)
      .join('\n'),
  );
  const onChange = (lines: string) => {
    setText(lines);
    set(
      'pcsxConfig.overrides',
      Object.fromEntries(
        lines
          .split('\n')
          .map((l) => l.split('='))
          .filter((p) => p.length >= 2 && p[0]!.trim())
          .map(([k, ...v]) => [k!.trim(), v.join('=').trim()]),
      ),
    );
  };
  return (
    <Textarea
      label={t('siteSettings.footer.overrides')}
      description={t('siteSettings.footer.overridesHelp')}
      value={text}
      onChange={(e) => onChange(e.currentTarget.value)}
      autosize
      minRows={2}
    />
  );
}

export function FooterSection() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <TextSetting
        path="pcsxConfig.branding.footerHtml"
        label={t('siteSettings.footer.html')}
        description={t('siteSettings.footer.htmlHelp')}
        multiline
      />
      <SwitchSetting
        path="pcsxConfig.branding.hidePoweredBy"
        label={t('siteSettings.footer.hidePoweredBy')}
      />
      <OverridesSetting />
    </Stack>
  );
}
