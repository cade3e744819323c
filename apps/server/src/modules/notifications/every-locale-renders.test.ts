import { applicationStatuses } from '@opencareers/contracts/applications';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formSubmittedText } from '../form-assignments/tell-admins.ts';
import { offerCandidateEvents } from '../offers/offer-candidate-events.ts';
import { type AdminOfferNews, adminOfferText } from '../offers/tell-admins.ts';
import { referralEmail } from '../referrals/referral-email.ts';
import { alertEmail, confirmEmail } from '../talent-network/emails.ts';
import { type CandidateEvent, candidateEvents } from './candidate-events.ts';
import { emailHtml } from './email-html.ts';
import { type EventText, positionNameOrStandIn, renderText } from './event-text.ts';
import { notificationEmail } from './notification-email.ts';
import { serverLocaleCodes, translator } from './server-messages.ts';

/*
 * Every locale writes every text the server sends (each worded notification to a candidate or
 * to staff, its email, the password-reset, team-invitation, referral and talent-network emails)
 * for any names, counts, dates and time zones: nothing throws, no `{{placeholder}}` is left
 * over, and the values all appear. A job without a title is named by the stand-in.
 */

// Values free of braces, so a leftover `{{` can only come from the template.
const name = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => !/[{}]/.test(s) && s.trim() !== '');
const date = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true });
const zone = fc.constantFrom(...Intl.supportedValuesOf('timeZone'));

const events = fc
  .record({
    name,
    other: name,
    date,
    zone,
    count: fc.nat(100_000),
    status: fc.constantFrom(...applicationStatuses),
  })
  .map(({ name, other, date, zone, count, status }): CandidateEvent[] => {
    const interview = { interviewId: 'i', positionName: name, startsAt: date, timeZone: zone };
    const event = { eventId: 'e', title: name, startsAt: date, timeZone: zone };
    return [
      candidateEvents.offerExtended({ offerId: 'o', positionName: name, expiresAt: date }),
      candidateEvents.offerExtended({ offerId: 'o', positionName: name, expiresAt: null }),
      candidateEvents.offerExpiring({ offerId: 'o', positionName: name, expiresAt: date }),
      candidateEvents.formAssigned({ assignmentId: 'f', formName: name }),
      candidateEvents.interviewScheduled(interview),
      candidateEvents.interviewChanged({ ...interview, revision: 1 }),
      candidateEvents.interviewDetailsChanged({ ...interview, revision: 1 }),
      candidateEvents.interviewCancelled(interview),
      candidateEvents.applicationStatusChanged({
        applicationId: 'a',
        eventId: 'e',
        positionName: name,
        status,
        statusLabel: other,
      }),
      candidateEvents.savedSearchMatches({
        savedSearchId: 's',
        runKey: 'r',
        newCount: count,
        label: name,
        redirectUrl: '/careers',
      }),
      candidateEvents.welcome({ companyName: name }),
      candidateEvents.eventReminder(event),
      candidateEvents.eventChanged({ ...event, revision: 1 }),
      candidateEvents.eventCancelled(event),
      candidateEvents.referralApplied({ referralId: 'r', name: other, positionName: name }),
      ...(['interviewing', 'closed'] as const).map((stage) =>
        candidateEvents.referralStatusChanged({
          referralId: 'r',
          eventId: 'e',
          name: other,
          positionName: name,
          status: stage,
          statusLabel: other,
        }),
      ),
      ...[false, true].map((letterChanged) =>
        offerCandidateEvents.updated({ offerId: 'o', positionName: name, updatedAt: date, letterChanged }),
      ),
      offerCandidateEvents.accepted({ offerId: 'o', positionName: name }),
      offerCandidateEvents.canceled({ offerId: 'o', positionName: name }),
      offerCandidateEvents.expired({ offerId: 'o', positionName: name, expiresAt: date }),
      offerCandidateEvents.copyReturned({
        offerId: 'o',
        documentId: 'd',
        documentName: other,
        positionName: name,
        reason: other,
        returnedAt: date,
      }),
      offerCandidateEvents.copyApproved({
        offerId: 'o',
        documentId: 'd',
        documentName: other,
        positionName: name,
        approvedAt: date,
      }),
    ];
  });

/** What staff are told: every offer event (with and without a decline reason) and a submitted form. */
const staffTexts = fc
  .record({ candidate: name, position: fc.option(name, { nil: null }), detail: name })
  .map(({ candidate, position, detail }): { text: EventText; values: string[] }[] => {
    const base = { offerId: 'o', candidateName: candidate, positionName: positionNameOrStandIn(position) };
    const news: AdminOfferNews[] = [
      { ...base, event: 'accepted' },
      { ...base, event: 'expired' },
      { ...base, event: 'declined', detail: null },
      { ...base, event: 'declined', detail },
      { ...base, event: 'signed', detail },
      { ...base, event: 'uploaded', detail },
      { ...base, event: 'countersigned', detail },
    ];
    const named = [candidate, ...(position ? [position] : [])];
    return [
      ...news.map((n) => ({
        text: adminOfferText(n).text,
        values: 'detail' in n && n.detail ? [...named, n.detail] : named,
      })),
      { text: formSubmittedText(candidate, detail).text, values: [candidate, detail] },
    ];
  });

describe.each(serverLocaleCodes)('%s writes every text', (locale) => {
  const t = translator(locale);

  it('for any values', () => {
    fc.assert(
      fc.property(events, name, (all, company) => {
        for (const event of all) {
          const message = renderText(locale, event.text!);
          expect(message).not.toContain('{{');
          expect(message.trim()).not.toBe('');
          const title = t(`categories.${event.category}`);
          const mail = notificationEmail(
            t,
            {
              categoryTitle: title,
              message,
              actionRequired: event.actionRequired,
              redirectUrl: event.redirectUrl,
            },
            { tenantName: company, origin: 'https://jobs.example' },
          );
          expect(mail.subject).toContain(company);
          expect(mail.text).toContain(`https://jobs.example${event.redirectUrl}`);
          expect(mail.subject + mail.text).not.toContain('{{');
          expect(emailHtml(mail.text, mail.subject, locale)).toContain(`lang="${locale}"`);
        }
        const reset = ['subject', 'intro', 'link', 'ignore'].map((k) =>
          t(`passwordReset.${k}`, { company, link: 'https://jobs.example/r' }),
        );
        expect(reset.join('\n')).not.toContain('{{');
        expect(reset[0]).toContain(company);
      }),
      { numRuns: 10 },
    );
  });

  it('writes what staff are told, with every value, and the stand-in for a job without a title', () => {
    const standIn = t('standIn.position');
    expect(standIn.trim()).not.toBe('');
    expect(standIn).not.toBe('standIn.position');
    fc.assert(
      fc.property(staffTexts, (texts) => {
        const messages = texts.map(({ text, values }) => {
          const message = renderText(locale, text);
          expect(message).not.toContain('{{');
          expect(message).not.toMatch(/staff\.|standIn\./);
          for (const value of values) expect(message).toContain(value);
          if (text.values.position && typeof text.values.position === 'object')
            expect(message).toContain(standIn);
          return message;
        });
        // Each event has its own sentence.
        expect(new Set(messages).size).toBe(messages.length);
      }),
      { numRuns: 10 },
    );
    const offer = candidateEvents.offerExtended({ offerId: 'o', positionName: positionNameOrStandIn('') });
    expect(renderText(locale, offer.text!)).toContain(standIn);
  });

  it('writes the invitation, referral and talent-network emails for any names and counts', () => {
    fc.assert(
      fc.property(name, name, fc.nat(100_000), (company, person, count) => {
        const link = 'https://jobs.example/l';
        const invites = (['admin', 'recruiter', 'theme-builder'] as const).map((role) =>
          [
            t('teamInvite.subject', { company }),
            t(`teamInvite.intro.${role}`, { inviter: person, company }),
            t('teamInvite.link', { link }),
            t('teamInvite.ignore'),
          ].join('\n'),
        );
        // Every role has its own sentence, none falling back to the key.
        expect(new Set(invites).size).toBe(3);
        for (const invite of invites) expect(invite).toContain(person);
        const referral = referralEmail(t, {
          referrer: { firstname: person, lastname: '', email: 'r@example.com' },
          name: person,
          note: 'a note',
          companyName: company,
          jobTitle: 'Welder',
          link,
        });
        expect(referral.subject).toContain('Welder');
        expect(referral.text).toContain(link);
        const confirm = confirmEmail(t, company, link);
        expect(confirm.subject).toContain(company);
        const alert = alertEmail(t, {
          companyName: company,
          count: count + 1,
          jobs: [{ title: 'Welder', link }],
          searchLink: `${link}/all`,
          unsubscribeLink: `${link}/stop`,
          manageLink: `${link}/manage`,
        });
        expect(alert.subject).toContain(company);
        expect(alert.text).toContain(`${link}/stop`);
        expect(alert.text).toContain(`${link}/manage`);
        if (count > 0) expect(alert.text).toContain(`${link}/all`);
        for (const text of [
          ...invites,
          referral.subject,
          referral.text,
          confirm.text,
          alert.subject,
          alert.text,
        ]) {
          expect(text).not.toContain('{{');
          expect(text).not.toMatch(/teamInvite\.|referral\.|talentNetwork\./);
        }
      }),
      { numRuns: 10 },
    );
  });
});
