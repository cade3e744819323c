import { Divider, Loader, Stack } from '@mantine/core';
import { searchFilterNames, sortOptions } from '@opencareers/contracts/search-constants';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ListSetting,
  NumberSetting,
  SelectSetting,
  SwitchSetting,
  TagsSetting,
  TextSetting,
} from '../setting-fields.tsx';

const s = 'pcsxConfig.searchConfig';

/** Its own chunk: few admins edit the vocabulary. */
const SearchVocabularySetting = lazy(() => import('./search-vocabulary-setting.tsx'));

export function SearchSection() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <ListSetting
        path={`${s}.filters`}
        label={t('siteSettings.search.filters')}
        description={t('siteSettings.search.filtersHelp')}
        data={searchFilterNames.map((f) => ({ value: f, label: f }))}
      />
      <SelectSetting
        path={`${s}.defaultSort`}
        label={t('siteSettings.search.defaultSort')}
        data={sortOptions.map((o) => ({ value: o, label: o }))}
      />
      <NumberSetting
        path={`${s}.autocompleteMinLength`}
        label={t('siteSettings.search.autocompleteMin')}
        min={1}
        max={10}
      />
      <NumberSetting
        path={`${s}.strongMatchThreshold`}
        label={t('siteSettings.search.strongMatch')}
        min={0}
        max={5}
        step={0.5}
      />
      <SwitchSetting
        path="pcsxConfig.positionDetailsConfig.showMatch"
        label={t('siteSettings.search.showMatch')}
      />
      <SwitchSetting
        path="pcsxConfig.positionDetailsConfig.showInsights"
        label={t('siteSettings.search.showInsights')}
      />
      <SwitchSetting path="pcsxConfig.jobCartEnabled" label={t('siteSettings.search.jobCart')} />
      <SwitchSetting
        path="behaviourFlags.enableCommaInFilterValues"
        label={t('siteSettings.search.commaFilters')}
      />
      <TagsSetting path="pcsxConfig.resumeAllowedFileTypes" label={t('siteSettings.search.resumeTypes')} />
      <Divider label={t('siteSettings.search.vocabulary')} labelPosition="left" />
      <Suspense
        fallback={<Loader size="sm" role="status" aria-label={t('siteSettings.search.vocabulary')} />}
      >
        <SearchVocabularySetting />
      </Suspense>
      <Divider label={t('siteSettings.search.map')} labelPosition="left" />
      <SwitchSetting path={`${s}.mapConfig.enabled`} label={t('siteSettings.search.mapOn')} />
      <SwitchSetting path={`${s}.mapConfig.openByDefault`} label={t('siteSettings.search.mapOpen')} />
      <TextSetting path={`${s}.mapConfig.tileUrl`} label={t('siteSettings.search.tileUrl')} />
      <TextSetting path={`${s}.mapConfig.attribution`} label={t('siteSettings.search.attribution')} />
    </Stack>
  );
}
