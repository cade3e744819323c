import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { phoneQuery, ResponsiveTable, type TableColumn } from './responsive-table.tsx';

interface Person {
  id: string;
  name: string;
  role: string;
}
const people: Person[] = [
  { id: '1', name: 'Ada Admin', role: 'Admin' },
  { id: '2', name: 'Rae Recruiter', role: 'Recruiter' },
];
const columns: TableColumn<Person>[] = [
  { header: 'Name', cell: (p) => p.name },
  { header: 'Role', cell: (p) => p.role },
  { header: 'Actions', hideHeader: true, cell: (p) => <button type="button">Remove {p.name}</button> },
];

const realMatchMedia = window.matchMedia;
/** jsdom has no layout: say which media queries match, as a browser of that width would. */
function screenIs(width: 'phone' | 'desktop') {
  window.matchMedia = ((query: string) => ({
    ...realMatchMedia(query),
    matches: width === 'phone' && query === phoneQuery,
    media: query,
  })) as typeof window.matchMedia;
}
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

const show = () =>
  render(
    <MantineProvider>
      <ResponsiveTable rows={people} rowKey={(p) => p.id} columns={columns} label="Team members" />
    </MantineProvider>,
  );

describe('ResponsiveTable', () => {
  it('is a table with a header per column on a wide screen; the actions header is for screen readers', () => {
    screenIs('desktop');
    show();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Role', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('is a named list of cards on a phone: title first, each value under its column name, actions last', () => {
    screenIs('phone');
    show();
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Team members' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[1]!.textContent).toBe('Rae RecruiterRoleRecruiterRemove Rae Recruiter');
    expect(within(cards[0]!).getByRole('button', { name: 'Remove Ada Admin' })).toBeTruthy();
  });
});
