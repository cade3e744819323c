import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteHandle } from '../lib/routing/route-handle.ts';
import { routes } from './routes.tsx';

const leaf = (path: string) => {
  const matches = matchRoutes(routes, path);
  const last = matches?.at(-1);
  return { handle: last?.route.handle as RouteHandle | undefined, params: last?.params ?? {} };
};

describe('route table (every route of shell §2)', () => {
  it.each([
    ['/careers/profile', 'profile', 'always'],
    ['/careers/dashboard', 'dashboard', 'always'],
    ['/careers/dashboardv2', 'dashboard', 'always'],
    ['/careers/settings', 'settings', 'always'],
    ['/careers/export-resume', 'exportResume', 'always'],
    ['/careers/apply', 'applyPage', 'when-logged-out-apply-disabled'],
    ['/careers/apply/private', 'applyPage', 'when-logged-out-apply-disabled'],
    ['/careers/job/private', 'singlePosition', 'never'],
    ['/careers/job/123', 'singlePosition', 'never'],
    ['/careers/job', 'singlePosition', 'never'],
    ['/logout', 'logout', 'never'],
    ['/careers/login', 'login', 'never'],
    ['/careers/forms/center', 'documentCenter', 'always'],
    ['/careers/forms', 'formView', 'never'],
    ['/careers/applications', 'applications', 'always'],
    ['/careers/saved-jobs', 'savedJobs', 'always'],
    ['/careers/interviews', 'interviews', 'always'],
    ['/careers/onboarding', 'onboarding', 'always'],
    ['/careers/offers', 'offers', 'always'],
    ['/careers/offer/9', 'offer', 'always'],
    ['/careers/offer/9/offer-document/4', 'offer', 'always'],
    ['/careers/offer-letter/9', 'offerLetter', 'always'],
    ['/careers', 'jobs', 'never'],
    ['/careers/search', 'jobs', 'never'],
    ['/careers/nurse', 'jobs', 'never'],
    ['/careers/nurse/paris', 'jobs', 'never'],
  ])('%s is the %s page, protection %s', (path, pageId, protection) => {
    const { handle } = leaf(path);
    expect(handle?.pageId).toBe(pageId);
    expect(handle?.protection).toBe(protection);
  });

  it('passes the route-supplied query, location and ids', () => {
    expect(leaf('/careers/registered-nurse/new_york').params).toMatchObject({
      query: 'registered-nurse',
      location: 'new_york',
    });
    expect(leaf('/careers/offer/9/offer-document/4').params).toMatchObject({ id: '9', documentId: '4' });
    expect(leaf('/careers/job/123').params).toMatchObject({ pid: '123' });
  });

  it('has no footer on apply and onboarding only', () => {
    expect(leaf('/careers/apply').handle?.hideFooter).toBe(true);
    expect(leaf('/careers/onboarding').handle?.hideFooter).toBe(true);
    expect(leaf('/careers/profile').handle?.hideFooter).toBeFalsy();
  });

  it('leaves unknown deeper paths and paths outside /careers to the not-found page', () => {
    expect(leaf('/careers/a/b/c').handle).toBeUndefined();
    expect(leaf('/elsewhere').handle).toBeUndefined();
  });
});
