import { MantineProvider } from '@mantine/core';
import type { AssignedForm } from '@opencareers/contracts/form-assignments';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AssignedFormCard } from './assigned-form-card.tsx';

const day = 86_400_000;
const base: AssignedForm = {
  id: '11111111-1111-4111-8111-111111111111',
  form_id: '22222222-2222-4222-8222-222222222222',
  name: 'Work eligibility',
  status: 'open',
  message: null,
  due_at: null,
  assigned_at: new Date(Date.now() - 3 * day).toISOString(),
  updated_at: new Date().toISOString(),
  completed_at: null,
};

const show = (form: Partial<AssignedForm>) =>
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={['/careers/forms/center?domain=northwind.example']}>
        <AssignedFormCard form={{ ...base, ...form }} />
      </MemoryRouter>
    </MantineProvider>,
  );

describe('an assigned form card', () => {
  it('marks an unfinished form past its due date as overdue, and offers Continue when in progress', () => {
    show({ status: 'in_progress', due_at: new Date(Date.now() - day).toISOString() });
    expect(screen.getByText(/^Overdue since /)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Continue' });
    // The tenant of the page's address goes along.
    expect(link.getAttribute('href')).toBe(`/careers/forms?assignment=${base.id}&domain=northwind.example`);
  });

  it('shows the days left and the recruiter message for an open form, with Start', () => {
    // Noon two calendar days ahead: "in 2 days" whatever the hour the test runs at.
    const due = new Date();
    due.setDate(due.getDate() + 2);
    due.setHours(12, 0, 0, 0);
    show({ due_at: due.toISOString(), message: 'Before Friday.' });
    expect(screen.getByText(/^Due .*\(in 2 days\)$/)).toBeTruthy();
    expect(screen.getByText('Before Friday.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start' })).toBeTruthy();
    expect(screen.queryByText(/Overdue/)).toBeNull();
  });

  it('shows when a completed form was done, never as overdue, with View', () => {
    show({
      status: 'completed',
      due_at: new Date(Date.now() - 5 * day).toISOString(),
      completed_at: new Date(Date.now() - 6 * day).toISOString(),
    });
    expect(screen.getByText(/^Completed /)).toBeTruthy();
    expect(screen.queryByText(/Overdue/)).toBeNull();
    expect(screen.getByRole('link', { name: 'View' })).toBeTruthy();
  });
});
