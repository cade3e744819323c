import type { Profile } from '@opencareers/contracts/profile';
import { profilePaths } from '@opencareers/contracts/profile-paths';
import { talentNetworkPaths } from '@opencareers/contracts/talent-network-paths';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBoot } from '../../../test/boot-fixture.ts';
import { renderRoutes } from '../../../test/render-app.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { acceptableResume, JoinForm } from './join-form.tsx';

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
        ? {
            body: {
              data: {
                email: 'lin@example.com',
                status: 'confirmed',
                sharing: { resume_name: null, profile: false },
                ...(body as object),
              },
            },
          }
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

  it("attaches a guest's résumé as a data URL, refusing other files before sending", async () => {
    const sent = stubApi(({ method }) =>
      method === 'POST' ? { body: { data: { status: 'check_email' } } } : { status: 404, body: {} },
    );
    show();
    fireEvent.change(box(/Your email/), { target: { value: 'lin@example.com' } });
    fireEvent.change(box('Keywords'), { target: { value: 'data' } });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [picture] } });
    expect(await screen.findByText('Choose a PDF or DOCX file of 5 MB or less.')).toBeTruthy();
    join();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Join and get job alerts' })).toBeTruthy());
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);

    const cv = new File(['%PDF-1.7 cv'], 'Lin CV.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [cv] } });
    await waitFor(() => expect(screen.queryByText('Choose a PDF or DOCX file of 5 MB or less.')).toBeNull());
    join();
    await screen.findByText('We sent a link to lin@example.com. Open it to confirm your job alerts.');
    const [post] = sent.filter((r) => r.method === 'POST');
    expect(post!.body).toMatchObject({
      email: 'lin@example.com',
      resume: {
        file_name: 'Lin CV.pdf',
        content: `data:application/pdf;base64,${btoa('%PDF-1.7 cv')}`,
      },
    });
    expect(post!.body).not.toHaveProperty('share_profile');
  });

  it('lets a signed-in candidate share their profile, and offers no file to attach', async () => {
    const sent = stubApi(({ method }) =>
      method === 'POST' ? { body: { data: { status: 'check_email' } } } : { status: 404, body: {} },
    );
    show(true);
    expect(document.querySelector('input[type="file"]')).toBeNull();
    fireEvent.change(box('Keywords'), { target: { value: 'data' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Share my profile and current résumé/ }));
    join();
    await screen.findByText(/We sent a link to ada@example.com/);
    expect(sent.filter((r) => r.method === 'POST')[0]!.body).toMatchObject({ share_profile: true });
  });
});

describe('acceptableResume', () => {
  it('takes PDF and DOCX names within the limit, nothing else', () => {
    const file = (name: string, size: number) => {
      const f = new File(['x'], name);
      Object.defineProperty(f, 'size', { value: size });
      return f;
    };
    expect(acceptableResume(file('cv.PDF', 1000))).toBe(true);
    expect(acceptableResume(file('cv.docx', 5 * 1024 * 1024))).toBe(true);
    expect(acceptableResume(file('cv.docx', 5 * 1024 * 1024 + 1))).toBe(false);
    expect(acceptableResume(file('cv.pdf', 0))).toBe(false);
    expect(acceptableResume(file('cv.doc', 1000))).toBe(false);
    expect(acceptableResume(file('cv.pdf.exe', 1000))).toBe(false);
  });
});
