import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newCandidate } from '../notifications/test-helpers.ts';
import { phoneMessage, toE164 } from './phone.ts';

/** Profile phone numbers are stored in E.164; what cannot be read is a 422 that changes nothing. */
let t: TestApp;
let agent: HttpAgent;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  agent = (await newCandidate(t)).agent;
});
afterAll(() => t.close());

const contactOf = async () => (await agent.get('/api/pcsx/profile_details')).json().data.profile.contact;
const saveContact = (change: Record<string, string>) =>
  contactOf().then((contact) =>
    agent.post('/api/pcsx/profile_edit', {
      op_section: 'contact',
      operation: 'update',
      op_data: { value: { ...contact, ...change } },
    }),
  );

describe('toE164', () => {
  it('reads international, 00-prefixed and national numbers in the location’s country', () => {
    expect(toE164('+44 20 7946 0321', null)).toBe('+442079460321');
    expect(toE164('0044 20 7946 0321', 'DE')).toBe('+442079460321');
    expect(toE164('030 901820', 'DE')).toBe('+4930901820');
    expect(toE164('(512) 555-0142', 'us')).toBe('+15125550142');
    expect(toE164('', 'DE')).toBe('');
    expect(toE164('030 901820', null)).toBeNull();
    expect(toE164('12', 'DE')).toBeNull();
    expect(toE164('call me', 'FR')).toBeNull();
  });
});

describe('profile phone over the API', () => {
  it('stores a national number in E.164, using the country of the location saved with it', async () => {
    const res = await saveContact({ phone: '0171 5550123', location: 'Hamburg, Germany' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.profile.contact.phone).toBe('+491715550123');
    const intl = await saveContact({ phone: '+1 (512) 555-0142', location: 'Hamburg, Germany' });
    expect(intl.json().data.profile.contact.phone).toBe('+15125550142');
  });

  it('answers 422 with the spec message and the phone field, and changes nothing', async () => {
    const before = await contactOf();
    const res = await saveContact({ phone: '555', firstname: 'Changed' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'Invalid request received. Please try again',
      fieldErrors: { 'op_data.value.phone': phoneMessage },
    });
    expect(await contactOf()).toEqual(before);
  });

  it('generated phone text is either stored as valid E.164 or refused with 422 and no change', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.stringMatching(/^[+0-9 ()-]{1,30}$/),
          fc.constantFrom('+', '00', '+0', '+999 123', '+44', '0'.repeat(30), '+1 ٥١٢ ٥٥٥ ٠١٤٢'),
        ),
        async (phone) => {
          const before = await contactOf();
          const res = await saveContact({ phone });
          if (res.statusCode === 200) {
            const stored = res.json().data.profile.contact.phone as string;
            expect(stored === '' || /^\+[1-9]\d{6,14}$/.test(stored)).toBe(true);
            expect(toE164(stored, null)).toBe(stored);
          } else {
            expect(res.statusCode).toBe(422);
            expect(await contactOf()).toEqual(before);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
