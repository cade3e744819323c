import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EditOfferTermsInput } from './admin-offers-api.ts';
import { EditTermsForm } from './edit-terms-form.tsx';

const offer = {
  updated_at: '2026-11-24T10:00:00.123Z',
  pay_amount: 120000,
  pay_currency: 'USD',
  pay_period: 'year',
  start_date: '2027-01-04',
  expires_at: '2026-12-01T22:59:59.000Z',
  place: 'Berlin',
  hiring_manager: null,
  offer_documents: [
    {
      id: 'd1',
      name: 'Offer letter',
      status: 'Unsigned' as const,
      signed: false,
      url: '/x',
      b64_string: null,
      s3_path: 'k',
      document_type: 'offer_letter' as const,
      sign_mode: 'sign' as const,
      esign_url: null,
      updated_at: '2026-11-24T10:00:00.000Z',
    },
  ],
};

const setup = (props: { conflict?: string | null; serverErrors?: Record<string, string> } = {}) => {
  const onSubmit = vi.fn<(b: EditOfferTermsInput) => void>();
  const onReload = vi.fn();
  render(
    <MantineProvider>
      <EditTermsForm
        offer={offer}
        saving={false}
        conflict={props.conflict ?? null}
        serverErrors={props.serverErrors ?? {}}
        onSubmit={onSubmit}
        onReload={onReload}
        onCancel={() => {}}
      />
    </MantineProvider>,
  );
  return { onSubmit, onReload };
};
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('edit offer terms form', () => {
  it('sends the changed terms with the version it was filled from, keeping an untouched respond-by time', async () => {
    const { onSubmit } = setup();
    expect(field('Place of work').value).toBe('Berlin');
    fireEvent.change(field('Place of work'), { target: { value: '  Lisbon office ' } });
    fireEvent.change(field('Hiring manager'), { target: { value: 'Dana Okafor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save terms' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      version: offer.updated_at,
      pay_amount: 120000,
      pay_currency: 'USD',
      pay_period: 'year',
      start_date: '2027-01-04',
      expires_at: offer.expires_at,
      place: 'Lisbon office',
      hiring_manager: 'Dana Okafor',
      regenerate_letter: true,
    });
  }, 20_000);

  it('refuses a bad currency before sending, and shows the server field errors', async () => {
    const { onSubmit } = setup({ serverErrors: { start_date: 'Not a real date' } });
    expect(screen.getByText('Not a real date')).toBeTruthy();
    fireEvent.change(field('Currency'), { target: { value: 'U1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save terms' }));
    expect(await screen.findByText('Use a three-letter currency code')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  }, 20_000);

  it('a conflict says what happened, offers to load the current offer and blocks saving', () => {
    const { onSubmit, onReload } = setup({ conflict: 'An offer that is Accepted can no longer be edited.' });
    expect(screen.getByRole('alert').textContent).toContain(
      'An offer that is Accepted can no longer be edited.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Load the current offer' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: 'Save terms' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  }, 20_000);
});
