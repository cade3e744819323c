import { MantineProvider } from '@mantine/core';
import type { Offer } from '@opencareers/contracts/offers';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OfferOverview, WhatHappensNext } from './offer-overview.tsx';

const offer = (over: Partial<Offer> = {}): Offer => ({
  id: 'o1',
  enc_id: 'e1',
  status: 'Extended',
  kind: 'job',
  letter_presentation: 'sign_form',
  position: { id: 'p1', name: 'Data Analyst' },
  updated_at: '2026-11-20T10:00:00.000Z',
  expires_at: '2027-01-15T12:00:00.000Z',
  offer_documents: [],
  terms: {
    pay_amount: 118000,
    pay_currency: 'USD',
    pay_period: 'year',
    start_date: '2027-03-01',
    place: 'Seattle office',
    hiring_manager: 'Morgan Lee',
  },
  next_steps: null,
  ...over,
});

function show(o: Offer) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <WhatHappensNext offer={o} />
            <OfferOverview offer={o} />
          </>
        ),
      },
    ],
    { initialEntries: ['/careers/offer/o1?domain=northwind.example'] },
  );
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('the offer overview', () => {
  it('lists each term under its label as a description list', () => {
    show(offer());
    const list = screen.getByTestId('offer-overview');
    expect(list.tagName).toBe('DL');
    const terms = [...list.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(terms).toEqual([
      ['Pay', '$118,000 per year'],
      ['Start date', '03/01/2027'],
      ['Place of work', 'Seattle office'],
      ['Hiring manager', 'Morgan Lee'],
      ['Respond by', '01/15/2027'],
    ]);
    // Not accepted yet: nothing about what comes after signing.
    expect(screen.queryByRole('region', { name: 'What happens next' })).toBeNull();
  });

  it('shows nothing when the offer gives no terms and no respond-by date', () => {
    show(
      offer({
        expires_at: null,
        terms: {
          pay_amount: null,
          pay_currency: null,
          pay_period: null,
          start_date: null,
          place: null,
          hiring_manager: null,
        },
      }),
    );
    expect(screen.queryByTestId('offer-overview')).toBeNull();
  });

  it('after accepting: the company text as paragraphs, with the forms link keeping the domain', () => {
    show(offer({ status: 'Accepted', next_steps: 'Morgan will call you.\n\nBring your ID.' }));
    const next = screen.getByRole('region', { name: 'What happens next' });
    expect(within(next).getByText('Morgan will call you.')).toBeTruthy();
    expect(within(next).getByText('Bring your ID.')).toBeTruthy();
    expect(within(next).getByRole('link', { name: 'Go to your forms' }).getAttribute('href')).toBe(
      '/careers/forms/center?domain=northwind.example',
    );
    // Answered: the terms stay, the respond-by date goes.
    const labels = [...screen.getByTestId('offer-overview').querySelectorAll('dt')].map(
      (dt) => dt.textContent,
    );
    expect(labels).toEqual(['Pay', 'Start date', 'Place of work', 'Hiring manager']);
  });

  it('after accepting without a company text: the standard text', () => {
    show(offer({ status: 'Contract Accepted', next_steps: '   ' }));
    const next = screen.getByRole('region', { name: 'What happens next' });
    expect(within(next).getByText(/^Thank you for signing\./)).toBeTruthy();
  });
});
