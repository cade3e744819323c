import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { candidateContext, dayAhead, logInAdmin, signUpCandidate } from '../interviews/interviews-api.ts';
import { checkPage, checkPageWithoutToasts, usePagePerTest } from '../support/browser.ts';

let page: Page;
usePagePerTest((p) => {
  page = p;
});

let candidate: BrowserContext | undefined;
afterEach(async () => {
  await candidate?.close();
  candidate = undefined;
});

/** The instant when the wall clock in `timeZone` shows `date` at `hour`:00 (tries every whole-hour offset). */
function instantAt(date: string, hour: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const clock = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  for (let offset = -14; offset <= 14; offset++) {
    const at = new Date(Date.UTC(y, m - 1, d, hour - offset, 0));
    if (clock.format(at).replace(/\u200e/g, '') === `${date}, ${String(hour).padStart(2, '0')}:00`) return at;
  }
  throw new Error(`no instant for ${date} ${hour}:00 in ${timeZone}`);
}

/** The VEVENT's properties, unfolded and unescaped (RFC 5545 §3.1, §3.3.11). */
function readIcs(ics: string): Record<string, string> {
  const props: Record<string, string> = {};
  let inEvent = false;
  for (const line of ics.replace(/\r\n[ \t]/g, '').split('\r\n')) {
    if (line === 'BEGIN:VEVENT') inEvent = true;
    else if (line === 'END:VEVENT') inEvent = false;
    else if (inEvent) {
      const colon = line.indexOf(':');
      props[line.slice(0, colon).split(';')[0]!] = line
        .slice(colon + 1)
        .replace(/\\n/gi, '\n')
        .replace(/\\([,;\\])/g, '$1');
    }
  }
  return props;
}

const icsUtc = (value: string) =>
  new Date(
    value.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
  ).toISOString();

/** Posts or reads as the page's logged-in user, with the CSRF token boot hands out. */
async function api(p: Page) {
  const csrf = (await (await p.request.get('/api/pcsx/boot')).json()).data.csrfToken as string;
  return {
    post: async (path: string, data?: unknown) =>
      p.request.post(path, { data, headers: { 'x-csrf-token': csrf } }),
    get: async (path: string) => (await p.request.get(path)).json(),
  };
}

let counter = 0;
const uniqueTitle = (what: string) => `${what} ${Date.now()}-${++counter}`;

describe('recruiting events', () => {
  it('an admin creates one; a candidate registers, takes the .ics, sees it on the dashboard and cancels', async () => {
    candidate = await candidateContext(page.context().browser()!);
    const cPage = await candidate.newPage();
    const who = await signUpCandidate(cPage);
    const title = uniqueTitle('Meet the engineers');
    const day = dayAhead(5);

    await logInAdmin(page);
    await page.goto('/admin/events');
    await page.getByRole('heading', { level: 1, name: 'Recruiting events' }).waitFor();
    const form = page.getByRole('region', { name: 'New event' });
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByLabel(/^Start date( \*)?$/).fill(day);
    await form.getByLabel(/^Start time( \*)?$/).fill('17:00');
    await form.getByLabel(/^End time( \*)?$/).fill('18:30');
    const zone = form.getByRole('textbox', { name: 'Time zone' });
    await zone.click();
    await zone.fill('Berlin');
    await page.getByRole('listbox').getByRole('option', { name: 'Europe/Berlin' }).click();
    await form.getByRole('textbox', { name: 'Seats' }).fill('2');
    await form.getByLabel(/^Link to join/).fill('https://meet.example/e2e-event');
    await form.getByLabel('Description').fill('An hour with the team; bring questions.');
    const picker = form.getByRole('textbox', { name: 'Add a job it concerns' });
    await picker.click();
    await picker.fill('Engineer');
    const option = page.getByRole('listbox').getByRole('option').filter({ hasText: 'Engineer' }).first();
    await option.waitFor();
    const jobLabel = ((await option.textContent()) ?? '').trim();
    await option.click();
    // Chosen jobs show as removable chips under the picker, which empties for the next one.
    await form.getByRole('button', { name: `Remove ${jobLabel}` }).waitFor();
    await checkPage(page, 'admin-events-form');
    await form.getByRole('button', { name: 'Create event' }).click();
    await page.getByText('Event created.').waitFor();
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByText('0 of 2 seats taken').waitFor();
    await checkPageWithoutToasts(page, 'admin-events');

    // The candidate registers on the events page (in New York: 17:00 in Berlin is late morning there).
    await cPage.goto('/careers/events');
    const card = cPage.getByRole('article', { name: title });
    await card.getByText('2 seats left').waitFor();
    await card.getByText('Online — the link appears here once you register').waitFor();
    await checkPage(cPage, 'events');
    await card.getByRole('button', { name: `Register for "${title}"` }).click();
    await cPage.getByText(`You are registered for "${title}".`, { exact: false }).waitFor();
    await card.getByText('You are registered').waitFor();
    await card.getByText('1 seat left').waitFor();
    expect(await card.getByRole('link', { name: `Join "${title}" online` }).getAttribute('href')).toBe(
      'https://meet.example/e2e-event',
    );
    await cPage.getByRole('heading', { name: 'Your registrations' }).waitFor();
    await checkPageWithoutToasts(cPage, 'events-registered');

    const download = cPage.waitForEvent('download');
    await card.getByRole('link', { name: `Add "${title}" to your calendar` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(
      `event-${instantAt(day, 17, 'Europe/Berlin').toISOString().slice(0, 10)}.ics`,
    );
    const chunks: Buffer[] = [];
    for await (const chunk of (await file.createReadStream())!) chunks.push(chunk as Buffer);
    const ics = readIcs(Buffer.concat(chunks).toString('utf8'));
    expect(icsUtc(ics.DTSTART!)).toBe(instantAt(day, 17, 'Europe/Berlin').toISOString());
    expect(icsUtc(ics.DTEND!)).toBe(
      new Date(instantAt(day, 17, 'Europe/Berlin').getTime() + 90 * 60_000).toISOString(),
    );
    expect(ics.SUMMARY).toBe(`${title} (Northwind Labs)`);
    expect(ics.LOCATION).toBe('https://meet.example/e2e-event');
    expect(ics.URL).toBe('https://meet.example/e2e-event');
    expect(ics.STATUS).toBe('CONFIRMED');
    expect(ics.DESCRIPTION).toContain('An hour with the team; bring questions.');
    expect(ics.UID).toMatch(/^event-[0-9a-f-]{36}@/);

    // The dashboard's events tab lists the registration.
    await cPage.goto('/careers/dashboard?tab=events');
    const tab = cPage.getByRole('tabpanel', { name: 'Events' });
    await tab.getByText(title).waitFor();
    await tab.getByText('You are registered').first().waitFor();
    await checkPage(cPage, 'dashboard-events');

    // The admin sees who registered.
    await page.reload();
    await row.getByText('1 of 2 seats taken').waitFor();
    await row.getByRole('button', { name: `Registrations for ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Registrations: ${title}` });
    await dialog.getByText(who.email).waitFor();
    await dialog.getByText(who.name).waitFor();
    await checkPage(page, 'admin-events-registrations');
    await page.keyboard.press('Escape');

    // The job's page names the event.
    const events = (await (await api(page)).get('/api/admin/events?when=upcoming')).data.events as {
      title: string;
      positions: { id: string }[];
    }[];
    const jobId = events.find((e) => e.title === title)!.positions[0]!.id;
    await cPage.goto(`/careers/job/${jobId}`);
    const about = cPage.getByRole('region', { name: 'Events about this job' });
    await about.getByRole('link', { name: title }).waitFor();
    await checkPage(cPage, 'job-events');

    // The candidate cancels; the seat is free again.
    await cPage.goto('/careers/events');
    await card.getByRole('button', { name: `Cancel your registration for "${title}"` }).click();
    await cPage.getByText(`Your registration for "${title}" is cancelled.`).waitFor();
    await card.getByRole('button', { name: `Register for "${title}"` }).waitFor();
    await card.getByText('2 seats left').waitFor();
    await checkPageWithoutToasts(cPage, 'events-cancelled');
    await page.reload();
    await row.getByText('0 of 2 seats taken').waitFor();
  });

  it('tells a candidate clearly when the last seat went while they were looking', async () => {
    await logInAdmin(page);
    const start = new Date(`${dayAhead(6)}T15:00:00Z`);
    const title = uniqueTitle('Small workshop');
    const created = await (await api(page)).post('/api/admin/events', {
      title,
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + 3_600_000).toISOString(),
      time_zone: 'UTC',
      format: 'in_person',
      location: 'Main St 1, Berlin',
      capacity: 1,
      published: true,
    });
    expect(created.status()).toBe(201);
    const eventId = (await created.json()).data.event.id as string;

    candidate = await candidateContext(page.context().browser()!);
    const cPage = await candidate.newPage();
    await signUpCandidate(cPage);
    await cPage.goto('/careers/events');
    const card = cPage.getByRole('article', { name: title });
    await card.getByText('1 seat left').waitFor();
    await card.getByText('Main St 1, Berlin').waitFor();

    // Someone else takes the seat meanwhile.
    const other = await candidateContext(page.context().browser()!);
    try {
      const oPage = await other.newPage();
      await signUpCandidate(oPage);
      expect((await (await api(oPage)).post(`/api/pcsx/events/${eventId}/registration`)).status()).toBe(201);
    } finally {
      await other.close();
    }

    await card.getByRole('button', { name: `Register for "${title}"` }).click();
    await card.getByRole('alert').getByText('This event is full: every seat is taken.').waitFor();
    await card.getByRole('button', { name: `Register for "${title}"` }).waitFor();
    await expect
      .poll(() => card.getByRole('button', { name: `Register for "${title}"` }).isDisabled())
      .toBe(true);
    await card.getByText('0 seats left').waitFor();
    await checkPage(cPage, 'events-full');
  });
});
