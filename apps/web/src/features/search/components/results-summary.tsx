import { Text } from '@mantine/core';
import type { SearchData } from '@opencareers/contracts/search';
import { useTranslation } from 'react-i18next';
import { locationPhrase } from '../logic/location-phrase.ts';
import { DidYouMean, type Suggestion } from './did-you-mean.tsx';

/**
 * "123 jobs for “nurse” near Paris · Showing 1–10 of 123", any typo corrections, and "Did you
 * mean …?" when the server found a near spelling that gives more results.
 */
export function ResultsSummary({ data, suggestion }: { data: SearchData; suggestion?: Suggestion }) {
  const { t } = useTranslation();
  const { query, location, start, corrections, resolvedLocation, didYouMean } = data.resultsMetaData;
  const where = locationPhrase(location, resolvedLocation);
  const from = data.count === 0 ? 0 : start + 1;
  const to = Math.min(start + data.positions.length, data.count);
  const corrected = Object.entries(corrections);
  return (
    <div aria-live="polite">
      <Text fw={600} component="p" m={0}>
        {t('search.resultsCount', { count: data.count })}
        {query ? ` ${t('search.resultsFor', { query })}` : ''}
        {where ? ` ${t(`search.${where.key}`, where.values)}` : ''}
      </Text>
      {data.count > 0 ? (
        <Text size="sm" c="dimmed" component="p" m={0}>
          {t('search.resultsRange', { from, to, total: data.count })}
        </Text>
      ) : null}
      {corrected.length > 0 ? (
        <Text size="sm" c="dimmed" component="p" m={0}>
          {t('search.correctedTo', { words: corrected.map(([, to]) => `“${to}”`).join(', ') })}
        </Text>
      ) : null}
      {didYouMean && suggestion ? <DidYouMean query={didYouMean} suggestion={suggestion} /> : null}
    </div>
  );
}
