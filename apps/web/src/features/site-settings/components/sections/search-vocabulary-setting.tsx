import { Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPath } from '../../logic/config-paths.ts';
import { parseSynonymGroups, synonymGroupsText } from '../../logic/synonym-groups.ts';
import { errorFor, useSettingsForm } from '../settings-form-context.ts';

const path = 'pcsxConfig.searchConfig.synonyms';

/**
 * The company's search vocabulary: one synonym group per line, phrases separated by commas.
 * The text is kept as typed (a trailing comma while typing stays); the setting receives the
 * parsed groups, which the contract checks in the browser and the server again on save.
 * Loaded lazily: only admins who open the search group need it.
 */
export default function SearchVocabularySetting() {
  const { t } = useTranslation();
  const { config, set, errors } = useSettingsForm();
  const [text, setText] = useState(() =>
    synonymGroupsText((getPath(config, path) as string[][] | undefined) ?? []),
  );
  return (
    <Textarea
      label={t('siteSettings.search.vocabularyLabel')}
      description={t('siteSettings.search.vocabularyHelp')}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        set(path, parseSynonymGroups(e.currentTarget.value));
      }}
      error={errorFor(errors, path)}
      placeholder={'k8s, kubernetes\nrockstar, frontend developer'}
      autosize
      minRows={3}
      maxRows={14}
      spellCheck={false}
    />
  );
}
