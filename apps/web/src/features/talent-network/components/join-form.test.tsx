import { talentNetworkPaths } from '@opencareers/contracts/talent-network-paths';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBoot } from '../../../test/boot-fixture.ts';
import { renderRoutes } from '../../../test/render-app.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { JoinForm } from './join-form.tsx';

const show = (loggedIn = false) =>
  renderRoutes([{ path: '/', Component: JoinForm }], '/', makeBoot({ loggedIn }));
const box = (name: RegExp | string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const join = () => fireEvent.click(screen.getByRole('button', { name: 'Join and get job alerts' }));
const needInterest = 'Choose a department or type a few words about the jobs you want.';

afterEach(() => vi.unstubAllGlobals());

describe('JoinForm', () => {
  it('refuses a bad address and no interest, clears each complaint once fixed, then sends', async () => {
    // The departments list (a search call) is not needed here: it answers nothing.
    const sent = stubApi(({ method }) =>
      method === 'POST' ? { body: { data: { status: 'check_email' } } } : { status: 404, body: {} },
    );
    show();
    fireEvent.change(box(/Your email/), { target: { value: 'lin@' } });
    join();
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByText(needInterest)).toBeTruthy();

    fireEvent.change(box('Keywords'), { target: { value: ' data engineering ' } });
    await waitFor(() => expect(screen.queryByText(needInterest)).toBeNull());
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    fireEvent.change(box(/Your email/), { target: { value: 'lin@example.com ' } });
    await waitFor(() => expect(screen.queryByText('Enter a valid email address')).toBeNull());
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);

    fireEvent.change(box('Where (optional)'), { target: { value: 'Lisbon' } });
    join();
    expect(
      await screen.findByText('We sent a link to lin@example.com. Open it to confirm your job alerts.'),
    ).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: talentNetworkPaths.join,
        // The language the guest joined in, so their emails are written in it.
        body: {
          email: 'lin@example.com',
          departments: [],
          keywords: 'data engineering',
          location: 'Lisbon',
          locale: 'en',
        },
      },
    ]);
  });

  it("starts from the signed-in user's address", () => {
    stubApi(() => ({ status: 404, body: {} }));
    show(true);
    expect(box(/Your email/).value).toBe('ada@example.com');
  });
});
