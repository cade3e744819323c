import { Divider, Select, Stack, Switch, Title } from '@mantine/core';
import { type PageId, pageIds } from '@opencareers/contracts/page-ids';
import { useTranslation } from 'react-i18next';
import { getPath } from '../../logic/config-paths.ts';
import { ImageSetting } from '../image-setting.tsx';
import { SelectSetting, SwitchSetting, TextSetting } from '../setting-fields.tsx';
import { useSettingsForm } from '../settings-form-context.ts';

const b = 'pcsxConfig.branding';

/** Per page: its banner, hero image and title; then the site-wide implementation banner. */
export function PagesSection({ page, onPage }: { page: PageId; onPage: (p: PageId) => void }) {
  const { t } = useTranslation();
  const { config, set } = useSettingsForm();
  const banner = getPath(config, `${b}.banners.${page}`);
  const hero = getPath(config, `${b}.heroImages.${page}`);
  return (
    <Stack gap="md">
      <Select
        label={t('siteSettings.pages.page')}
        description={t('siteSettings.pages.pageHelp')}
        data={pageIds.map((p) => ({
          value: p,
          label: t(`siteSettings.pageNames.${p}`, { defaultValue: p }),
        }))}
        value={page}
        onChange={(v) => v && onPage(v as PageId)}
        allowDeselect={false}
      />
      <Title order={3} size="h5">
        {t('siteSettings.pages.banner')}
      </Title>
      <Switch
        label={t('siteSettings.pages.bannerOn')}
        checked={Boolean(banner)}
        onChange={(e) =>
          set(
            `${b}.banners.${page}`,
            e.currentTarget.checked
              ? { type: 'info', message: t('siteSettings.pages.bannerDefault') }
              : undefined,
          )
        }
      />
      {banner ? (
        <>
          <SelectSetting
            path={`${b}.banners.${page}.type`}
            label={t('siteSettings.pages.bannerType')}
            data={[
              { value: 'info', label: t('siteSettings.pages.info') },
              { value: 'alert', label: t('siteSettings.pages.alert') },
            ]}
          />
          <TextSetting
            path={`${b}.banners.${page}.message`}
            label={t('siteSettings.pages.bannerMessage')}
            multiline
          />
        </>
      ) : null}
      <Divider />
      <Title order={3} size="h5">
        {t('siteSettings.pages.hero')}
      </Title>
      <ImageSetting
        path={`${b}.heroImages.${page}.desktop`}
        kind="hero"
        label={t('siteSettings.pages.heroImage')}
      />
      {hero ? (
        <>
          <TextSetting path={`${b}.heroImages.${page}.alt`} label={t('siteSettings.pages.heroAlt')} />
          <TextSetting
            path={`${b}.heroImages.${page}.heading`}
            label={t('siteSettings.pages.heroHeading')}
            optional
          />
          <TextSetting
            path={`${b}.heroImages.${page}.subheading`}
            label={t('siteSettings.pages.heroSubheading')}
            optional
          />
        </>
      ) : null}
      <TextSetting
        path={`${b}.pageTitles.${page}`}
        label={t('siteSettings.pages.pageTitle')}
        description={t('siteSettings.pages.pageTitleHelp')}
        optional
      />
      <Divider />
      <SwitchSetting
        path="pcsxConfig.implementationPhaseBanner.enabled"
        label={t('siteSettings.pages.phaseBanner')}
      />
      <TextSetting
        path="pcsxConfig.implementationPhaseBanner.text"
        label={t('siteSettings.pages.phaseBannerText')}
      />
    </Stack>
  );
}
