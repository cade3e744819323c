import { Stack } from '@mantine/core';
import { bundledFonts } from '@opencareers/contracts/tenant-config';
import { useTranslation } from 'react-i18next';
import { ImageSetting } from '../image-setting.tsx';
import { ColourSetting, SelectSetting, TagsSetting, TextSetting } from '../setting-fields.tsx';
import { LanguageSettings } from './language-settings.tsx';

const b = 'pcsxConfig.branding';

export function BrandSection() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <TextSetting path={`${b}.companyName`} label={t('siteSettings.brand.companyName')} />
      <ImageSetting path={`${b}.logoUrl`} kind="logo" label={t('siteSettings.brand.logo')} />
      <ImageSetting path={`${b}.faviconUrl`} kind="favicon" label={t('siteSettings.brand.favicon')} />
      <ColourSetting
        path={`${b}.primaryColor`}
        label={t('siteSettings.brand.primaryColor')}
        description={t('siteSettings.brand.primaryColorHelp')}
      />
      <SelectSetting
        path={`${b}.fontFamily`}
        label={t('siteSettings.brand.font')}
        data={bundledFonts.map((f) => ({ value: f, label: t(`siteSettings.fonts.${f}`) }))}
      />
      <TextSetting path={`${b}.seo.description`} label={t('siteSettings.brand.seoDescription')} multiline />
      <TextSetting path={`${b}.contactUrl`} label={t('siteSettings.brand.contactUrl')} optional />
      <TextSetting
        path="site.publicOrigin"
        label={t('siteSettings.brand.publicOrigin')}
        description={t('siteSettings.brand.publicOriginHelp')}
        optional
      />
      <TagsSetting
        path="site.frameOrigins"
        label={t('siteSettings.brand.frameOrigins')}
        description={t('siteSettings.brand.frameOriginsHelp')}
      />
      <LanguageSettings />
    </Stack>
  );
}
