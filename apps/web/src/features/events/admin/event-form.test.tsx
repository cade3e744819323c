import { eventPaths } from '@opencareers/contracts/events-paths';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBoot } from '../../../test/boot-fixture.ts';
import { renderRoutes } from '../../../test/render-app.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { browserTimeZone, instantOf } from '../../interviews/index.ts';
import { EventForm } from './event-form.tsx';

const show = (onDone = vi.fn()) => {
  renderRoutes(
    [{ path: '/', Component: () => <EventForm onDone={onDone} /> }],
    '/',
    makeBoot({ loggedIn: true, role: 'admin' }),
  );
  return onDone;
};
const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create event' }));

/** The event as the server answers a create: the request's fields and what it adds. */
const asCreated = ({ position_ids: _, ...body }: Record<string, unknown>) => ({
  ...body,
  id: 'e1',
  registered_count: 0,
  positions: [],
  status: 'scheduled',
  created_at: '2026-11-29T10:00:00.000Z',
  updated_at: '2026-11-29T10:00:00.000Z',
  cancelled_at: null,
});

afterEach(() => vi.unstubAllGlobals());

describe('EventForm', () => {
  it('refuses a past start, a bad link and an end before the start; each complaint clears once fixed; then creates', async () => {
    const sent = stubApi(({ method, body }) =>
      method === 'POST'
        ? { status: 201, body: { data: { event: asCreated(body as Record<string, unknown>) } } }
        : { status: 404, body: {} },
    );
    const onDone = show();
    // A new event is published unless the switch is turned off.
    expect((screen.getByRole('switch', { name: /Published/ }) as HTMLInputElement).checked).toBe(true);
    type(/^Title/, 'Open day');
    type(/^Start date/, '2020-01-01');
    type(/^End time/, '16:00');
    type(/^Link to join/, 'ftp://meet.example/x');
    create();
    expect(await screen.findByText('Choose a start in the future')).toBeTruthy();
    expect(screen.getByText('Use a link starting with https:// or http://')).toBeTruthy();

    type(/^Start date/, '2099-06-01');
    await waitFor(() => expect(screen.queryByText('Choose a start in the future')).toBeNull());
    // Now the start lies ahead, the end (16:00, before 17:00) is the next complaint.
    create();
    expect(await screen.findByText('The event must end after it starts, within a week')).toBeTruthy();
    type(/^End time/, '18:30');
    await waitFor(() =>
      expect(screen.queryByText('The event must end after it starts, within a week')).toBeNull(),
    );
    type(/^Link to join/, 'https://meet.example/x');
    await waitFor(() =>
      expect(screen.queryByText('Use a link starting with https:// or http://')).toBeNull(),
    );
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);

    create();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const zone = browserTimeZone();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: eventPaths.adminList,
        body: {
          title: 'Open day',
          description: null,
          starts_at: instantOf('2099-06-01', '17:00', zone),
          ends_at: instantOf('2099-06-01', '18:30', zone),
          time_zone: zone,
          format: 'online',
          meeting_url: 'https://meet.example/x',
          location: null,
          capacity: 50,
          position_ids: [],
          departments: [],
          published: true,
        },
      },
    ]);
    // A created event empties the form for the next one.
    await waitFor(() => expect(input(/^Title/).value).toBe(''));
  });

  it("shows the server's field errors on the inputs that filled those fields", async () => {
    stubApi(({ method }) =>
      method === 'POST'
        ? {
            status: 400,
            body: {
              statusCode: 400,
              error: 'Bad Request',
              message: 'Check',
              fieldErrors: { starts_at: 'Too soon' },
            },
          }
        : { status: 404, body: {} },
    );
    const onDone = show();
    type(/^Title/, 'Open day');
    type(/^Start date/, '2099-06-01');
    type(/^Link to join/, 'https://meet.example/x');
    create();
    expect(await screen.findByText('Too soon')).toBeTruthy();
    expect(input(/^Start date/).getAttribute('aria-invalid')).toBe('true');
    expect(onDone).not.toHaveBeenCalled();
  });
});
