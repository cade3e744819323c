import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidatePersonalizedQueries } from './personalized-queries.ts';

describe('invalidatePersonalizedQueries', () => {
  it('marks search, match details, recommendations and prefill stale, and nothing else', async () => {
    const client = new QueryClient();
    const keys = [
      ['search', 'engineer', '', '', '0', 'best_match', '', ''],
      ['match-details', 'p1'],
      ['recommendations', 6],
      ['apply-prefill'],
      ['position-insights', 'p1'],
      ['boot'],
    ];
    for (const key of keys) client.setQueryData(key, { any: 'thing' });
    await invalidatePersonalizedQueries(client);
    const stale = keys.map((key) => client.getQueryState(key)?.isInvalidated);
    expect(stale).toEqual([true, true, true, true, false, false]);
  });
});
