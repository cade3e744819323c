import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { localizeNotification } from './localize-notification.ts';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: {
      en: { translation: en },
      // A locale with one message translated, to show the reader's language wins.
      de: {
        translation: {
          notifications: {
            categories: { offer: 'Jobangebot' },
            messages: {
              offerExpiring:
                'Ihr Angebot für {{positionName}} läuft am {{expiresAt, datetime(month: 2-digit; day: 2-digit; year: numeric; timeZone: UTC)}} ab.',
            },
          },
        },
      },
    },
    interpolation: { escapeValue: false },
  });
});

const base = { categoryTitle: 'Job offer', categoryKey: 'offer' as const, message: 'English text' };

describe('localizeNotification', () => {
  it('words a keyed message in the reader language, dates included', async () => {
    const n = {
      ...base,
      messageKey: 'offerExpiring' as const,
      messageParams: { positionName: 'Staff Engineer', expiresAt: '2026-12-01T23:59:59.000Z' },
    };
    expect(localizeNotification(n, i18n)).toEqual({
      category: 'Job offer',
      message: 'Your job offer for Staff Engineer expires on 12/01/2026.',
    });
    await i18n.changeLanguage('de');
    expect(localizeNotification(n, i18n)).toEqual({
      category: 'Jobangebot',
      message: 'Ihr Angebot für Staff Engineer läuft am 01.12.2026 ab.',
    });
    await i18n.changeLanguage('en');
  });

  it('words saved-search matches with a plural and the search label', () => {
    const n = {
      categoryTitle: 'Saved search',
      categoryKey: 'saved_search' as const,
      message: 'English text',
      messageKey: 'savedSearchMatches' as const,
      messageParams: { count: 1, query: '', location: 'Berlin', filterCount: 2 },
    };
    expect(localizeNotification(n, i18n).message).toBe(
      '1 new job matches your saved search "All jobs in Berlin (+2 filters)".',
    );
  });

  it('words the interview cancellation and new-place messages with the date', () => {
    const params = { positionName: 'Staff Engineer', startsAt: '2030-01-02T14:30:00.000Z' };
    const word = (messageKey: 'interviewCancelled' | 'interviewDetailsChanged') =>
      localizeNotification(
        {
          categoryTitle: 'Interviews',
          categoryKey: 'interview',
          message: 'English text',
          messageKey,
          messageParams: params,
        },
        i18n,
      ).message;
    expect(word('interviewCancelled')).toMatch(
      /^Your interview for Staff Engineer on Jan 2, 2030, .+ has been cancelled\.$/,
    );
    expect(word('interviewDetailsChanged')).toMatch(
      /^Where to join your interview for Staff Engineer on Jan 2, 2030, .+ has changed\.$/,
    );
  });

  it('words an application status from its key, falling back to the server label', () => {
    const n = {
      categoryTitle: 'Applications',
      categoryKey: 'application' as const,
      message: 'English text',
      messageKey: 'applicationStatusChanged' as const,
      messageParams: { positionName: 'Designer', status: 'rejected', statusLabel: 'Rejected (server)' },
    };
    expect(localizeNotification(n, i18n).message).toBe('Your application for Designer is now: Not selected.');
    const unknown = { ...n, messageParams: { ...n.messageParams, status: 'paused' } };
    expect(localizeNotification(unknown, i18n).message).toBe(
      'Your application for Designer is now: Rejected (server).',
    );
  });

  it("words a referral's news for the referrer, the stage from its key", () => {
    const n = {
      categoryTitle: 'Applications',
      categoryKey: 'application' as const,
      message: 'English text',
      messageKey: 'referralStatusChanged' as const,
      messageParams: { name: 'Robin', positionName: 'Designer', status: 'interviewing', statusLabel: 'x' },
    };
    expect(localizeNotification(n, i18n).message).toBe(
      "Robin's application for Designer, which you referred, is now: Interviewing.",
    );
    expect(
      localizeNotification(
        { ...n, messageKey: 'referralApplied', messageParams: { name: 'Robin', positionName: 'Designer' } },
        i18n,
      ).message,
    ).toBe('Robin applied for Designer through your referral.');
  });

  it('keeps free text and custom categories as the server sent them', () => {
    expect(
      localizeNotification(
        {
          categoryTitle: 'Recruiting team',
          categoryKey: null,
          message: 'Bring your ID.',
          messageKey: null,
          messageParams: null,
        },
        i18n,
      ),
    ).toEqual({ category: 'Recruiting team', message: 'Bring your ID.' });
  });
});
