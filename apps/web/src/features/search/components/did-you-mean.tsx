import { Anchor, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Where the "Did you mean" link goes, and how the page follows it without a reload. */
export interface Suggestion {
  href: (query: string) => string;
  onFollow: (query: string) => void;
}

/** "Did you mean: <query>": a real link (it opens in a new tab too), followed in the page. */
export function DidYouMean({ query, suggestion }: { query: string; suggestion: Suggestion }) {
  const { t } = useTranslation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    suggestion.onFollow(query);
  };
  return (
    <Text size="sm" component="p" m={0}>
      {t('search.didYouMean')}{' '}
      <Anchor href={suggestion.href(query)} onClick={follow} underline="always" fw={600}>
        {query}
      </Anchor>
    </Text>
  );
}
