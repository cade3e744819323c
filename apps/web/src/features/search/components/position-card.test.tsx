import type { PositionSummary } from '@opencareers/contracts/position';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../../lib/i18n/i18n.ts';
import { makeBoot } from '../../../test/boot-fixture.ts';
import { renderRoutes } from '../../../test/render-app.tsx';
import { PositionCard } from './position-card.tsx';

/* Issue 21: a search card marks the job's own text with the language it was written in. */

const position = (language: string | null | undefined): PositionSummary => ({
  id: 'p-1',
  externalId: 'JOB-1',
  name: 'Engenheira de Dados',
  department: 'Dados',
  employmentType: 'full_time',
  seniority: 'senior',
  workPlace: 'onsite',
  skills: [],
  location: 'Lisboa, Portugal',
  locations: [],
  pay: null,
  postedAt: new Date().toISOString(),
  archived_at: -1,
  snippet: 'Procuramos uma engenheira de dados.',
  url: '/careers/job/p-1',
  distanceKm: null,
  positionUserActions: { isSaved: false, inJobCart: false },
  ...(language === undefined ? {} : { language }),
});

function renderCard(p: PositionSummary, companyDefault = 'en') {
  renderRoutes(
    [{ path: '/careers', element: <PositionCard position={p} selected={false} onSelect={() => {}} /> }],
    '/careers',
    makeBoot({ config: { locale: { default: companyDefault } } }),
  );
  return {
    title: screen.getByRole('link', { name: p.name }),
    snippet: screen.getByText(p.snippet),
  };
}

afterEach(() => changeLocale('en'));

describe('a search card’s language', () => {
  it('marks the title and snippet of a Portuguese job on an English page', () => {
    const { title, snippet } = renderCard(position('pt-PT'));
    expect(title.getAttribute('lang')).toBe('pt-PT');
    expect(snippet.getAttribute('lang')).toBe('pt-PT');
    // Department and place are the card's own words around it: the page's language.
    expect(screen.getByText('Dados').closest('[lang]')?.getAttribute('lang')).not.toBe('pt-PT');
  });

  it('marks nothing on a page in the job’s language', async () => {
    await changeLocale('pt-PT');
    const { title, snippet } = renderCard(position('pt-PT'));
    expect(title.hasAttribute('lang')).toBe(false);
    expect(snippet.hasAttribute('lang')).toBe(false);
  });

  it('marks a job without a language (or from an older answer) with the company’s default when the page is in another', () => {
    for (const language of [null, undefined]) {
      const { title, snippet } = renderCard(position(language), 'de');
      expect(title.getAttribute('lang')).toBe('de');
      expect(snippet.getAttribute('lang')).toBe('de');
      cleanup();
    }
    const { title } = renderCard(position(null), 'en');
    expect(title.hasAttribute('lang')).toBe(false);
  });
});

/* Issue 17: a card is laid out by its stylesheet. Mantine's Group, Stack and Badge sent their
   layout as style attributes, ~1.4 KB per card of the server's HTML, each a component more to
   hydrate; ten cards were a fifth of /careers' HTML. */
describe('a search card’s markup', () => {
  it('carries no inline styles, only classes, for a job with every fact and tag', () => {
    const { title } = renderCard({ ...position('en'), distanceKm: 12.4 });
    const card = title.closest('article')!;
    expect(card.querySelectorAll('[style]')).toHaveLength(0);
    expect(screen.getByText('· 12 km away')).toBeTruthy();
    // Work place, employment type and seniority as a list of three tags.
    const tags = card.querySelectorAll('ul > li');
    expect([...tags].map((tag) => tag.textContent)).toEqual(['On-site', 'Full-time', 'Senior']);
  });
});
