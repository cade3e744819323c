import type { Profile } from '@opencareers/contracts/profile';
import { profilePaths } from '@opencareers/contracts/profile-paths';
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

const profileFixture: Profile = {
  encId: 'u1',
  contact: { firstname: 'Ada', lastname: 'L', email: 'ada@example.com', phone: '', location: 'Porto' },
  place: null,
  headline: 'Site reliability engineer',
  summary: '',
  experience: [],
  education: [],
  skills: [],
  languages: [],
  links: [],
  preferences: {
    workPlaces: [],
    employmentTypes: [],
    desiredLocations: ['Lisbon'],
    relocation: false,
    payExpectation: null,
  },
  avatar: null,
  resumes: [],
  updatedAt: '2026-01-01T00:00:00.000Z',
};

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

  it("starts a signed-in candidate from their profile's title and place", async () => {
    stubApi(({ path }) =>
      path === profilePaths.details
        ? { body: { data: { profile: profileFixture, avatar: null } } }
        : { status: 404, body: {} },
    );
    show(true);
    await waitFor(() => expect(box('Keywords').value).toBe('Site reliability engineer'));
    expect(box('Where (optional)').value).toBe('Lisbon');
    expect(screen.getByText('We started from your profile. Change anything you like.')).toBeTruthy();
  });

  it("changes a member's interests through their link, the address shown but not sent", async () => {
    const sent = stubApi(({ method, body }) =>
      method === 'PUT'
        ? { body: { data: { email: 'lin@example.com', status: 'confirmed', ...(body as object) } } }
        : { status: 404, body: {} },
    );
    const link = { member: '2b0f4a53-8d1e-4c4e-9b1a-0d3f5c7e9a11', token: 'signed' };
    renderRoutes(
      [
        {
          path: '/',
          Component: () => (
            <JoinForm
              manage={{
                link,
                current: { email: 'lin@example.com', departments: [], keywords: 'data', location: 'Lisbon' },
              }}
            />
          ),
        },
      ],
      '/',
      makeBoot(),
    );
    expect(box(/Your email/).readOnly).toBe(true);
    expect(box('Keywords').value).toBe('data');
    fireEvent.change(box('Keywords'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my interests' }));
    expect(await screen.findByText(needInterest)).toBeTruthy();
    fireEvent.change(box('Keywords'), { target: { value: ' platform ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my interests' }));
    expect(await screen.findByText('Saved. Your next job alerts follow these interests.')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: talentNetworkPaths.interests,
        body: { departments: [], keywords: 'platform', location: 'Lisbon' },
      },
    ]);
  });

  it("starts from the signed-in user's address", () => {
    stubApi(() => ({ status: 404, body: {} }));
    show(true);
    expect(box(/Your email/).value).toBe('ada@example.com');
  });
});
