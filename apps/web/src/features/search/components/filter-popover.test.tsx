// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { FilterDefinition } from '@opencareers/contracts/search';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endServerPageRender } from '../../../lib/hydration/server-page-phase.ts';
import { hydrateServerPage, serverPage } from '../../../test/server-page.tsx';
import { FilterPopover } from './filter-popover.tsx';

const filter = {
  filterName: 'department',
  label: 'Department',
  type: 'multi',
  options: [{ value: 'Engineering', label: 'Engineering', count: 3 }],
} as unknown as FilterDefinition;

function Filter() {
  return (
    <MantineProvider>
      <FilterPopover filter={filter} count={0}>
        <p>the options</p>
      </FilterPopover>
    </MantineProvider>
  );
}

const button = () => screen.getByRole('button', { name: /Department/ });

afterEach(() => {
  endServerPageRender();
  document.body.innerHTML = '';
});

describe('FilterPopover', () => {
  it('mounts its options only once opened, and opens on the first click', async () => {
    render(<Filter />);
    expect(screen.queryByText('the options')).toBeNull();
    await act(async () => fireEvent.click(button()));
    expect(await screen.findByText('the options')).toBeTruthy();
    expect(button().getAttribute('aria-expanded')).toBe('true');
    // A second click closes it, and the next opens it again.
    await act(async () => fireEvent.click(button()));
    expect(button().getAttribute('aria-expanded')).toBe('false');
    await act(async () => fireEvent.click(button()));
    expect(button().getAttribute('aria-expanded')).toBe('true');
  });

  it('hydrates the server page as a plain button, which then opens like the popover', async () => {
    const container = serverPage(<Filter />);
    expect(await hydrateServerPage(container, <Filter />)).toEqual([]);
    expect(button().getAttribute('aria-expanded')).toBe('false');
    await act(async () => fireEvent.click(button()));
    expect(await screen.findByText('the options')).toBeTruthy();
  });
});
