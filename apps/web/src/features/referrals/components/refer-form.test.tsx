import { referralPaths } from '@opencareers/contracts/referrals-paths';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBoot } from '../../../test/boot-fixture.ts';
import { renderRoutes } from '../../../test/render-app.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { ReferForm } from './refer-form.tsx';

const positionId = '6f1c1a52-7a4e-4a8e-9b55-1f0d0c7f4a11';
const referral = {
  id: 'r1',
  email: 'grace@example.com',
  name: 'Grace',
  position: { id: positionId, title: 'Engineer' },
  status: 'invited',
  referred_at: '2026-11-29T10:00:00.000Z',
  applied_at: null,
};

function show(onDone = vi.fn()) {
  renderRoutes(
    [{ path: '/', Component: () => <ReferForm positionId={positionId} onDone={onDone} /> }],
    '/',
    makeBoot({ loggedIn: true }),
  );
  return onDone;
}
const email = () => screen.getByRole('textbox', { name: /Their email/ }) as HTMLInputElement;

afterEach(() => vi.unstubAllGlobals());

describe('ReferForm', () => {
  it('refuses an address that is not one, clears the complaint once fixed, then sends', async () => {
    const sent = stubApi(() => ({ body: { data: { referral } } }));
    const onDone = show();
    fireEvent.change(email(), { target: { value: 'grace@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send referral' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(email(), { target: { value: '  Grace@Example.com ' } });
    await waitFor(() => expect(screen.queryByText('Enter a valid email address')).toBeNull());
    fireEvent.change(screen.getByRole('textbox', { name: 'Their name (optional)' }), {
      target: { value: 'Grace' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send referral' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([
      {
        method: 'POST',
        path: referralPaths.create,
        body: { position_id: positionId, email: 'grace@example.com', name: 'Grace' },
      },
    ]);
  });

  it("shows the server's complaint about the address on the field", async () => {
    stubApi(() => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid',
        fieldErrors: { email: 'Already referred' },
      },
    }));
    const onDone = show();
    fireEvent.change(email(), { target: { value: 'grace@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send referral' }));
    expect(await screen.findByText('Already referred')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});
