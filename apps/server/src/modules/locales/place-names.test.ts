import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serverLocaleCodes } from '../notifications/server-messages.ts';
import { placeNames } from './place-names.ts';

const berlin = { city: 'Berlin', region: 'Berlin', country: 'Germany', countryCode: 'DE' };
const austin = { city: 'Austin', region: 'TX', country: 'United States', countryCode: 'US' };

describe('placeNames', () => {
  it('names countries in the reader language by Intl.DisplayNames', () => {
    expect(placeNames('en').country('DE', 'Germany')).toBe('Germany');
    expect(placeNames('de').country('DE', 'Germany')).toBe('Deutschland');
    expect(placeNames('ar').country('DE', 'Germany')).toBe('ألمانيا');
    expect(placeNames('ja').country('US', 'United States')).toBe('アメリカ合衆国');
    expect(placeNames('pt-BR').country('US', 'United States')).toBe('Estados Unidos');
    expect(placeNames('zh-TW').country('DE', 'Germany')).toBe('德國');
    expect(placeNames('zh-CN').country('DE', 'Germany')).toBe('德国');
  });

  it('keeps the city and region as given and names the country in the reader language', () => {
    expect(placeNames('en').label(austin)).toBe('Austin, TX, United States');
    expect(placeNames('de').label(austin)).toBe('Austin, TX, Vereinigte Staaten');
    // A region equal to the city is not repeated.
    expect(placeNames('de').label(berlin)).toBe('Berlin, Deutschland');
    expect(placeNames('ja').cityAndCountry(berlin)).toBe('Berlin, ドイツ');
  });

  it('isolates Latin cities and regions on a right-to-left page, with the language comma', () => {
    expect(placeNames('ar').label(austin)).toBe('\u2068Austin\u2069، \u2068TX\u2069، الولايات المتحدة');
    expect(placeNames('he').cityAndCountry(berlin)).toBe('\u2068Berlin\u2069, גרמניה');
    // Left-to-right pages are untouched.
    expect(placeNames('de').label(austin)).not.toMatch(/[\u2066-\u2069]/);
  });

  it('words remote places from the server messages', () => {
    expect(placeNames('en').remote(berlin)).toBe('Remote (Germany)');
    expect(placeNames('de').remote(berlin)).toBe('Remote (Deutschland)');
    expect(placeNames('de').remote(null)).toBe('Remote (überall)');
    expect(placeNames('pt-BR').remote(austin)).toBe('Remoto (Estados Unidos)');
    expect(placeNames('ja').remote(austin)).toBe('リモート（アメリカ合衆国）');
    expect(placeNames('zh-TW').remote(undefined)).toBe('遠端（不限地點）');
    expect(placeNames('en').remote(undefined)).toBe('Remote (anywhere)');
    expect(placeNames('ar').remote(berlin)).toBe('عن بُعد (ألمانيا)');
    expect(placeNames('fr').remoteWord).toBe('Télétravail');
  });

  it('falls back to the stored name for a code Intl does not know or that is no region code', () => {
    for (const code of ['XX', 'AA', '', 'DEU', 'not a code', '1', 'D€']) {
      expect(placeNames('de').country(code, 'Somewhere')).toBe('Somewhere');
    }
    expect(
      placeNames('de').label({ city: 'Atlantis', region: null, country: 'Atlantis Land', countryCode: 'XX' }),
    ).toBe('Atlantis, Atlantis Land');
  });

  it('never throws and never leaves a placeholder, whatever the code, in every locale', () => {
    fc.assert(
      // A stored name that itself holds "{{" would be reported as a placeholder left behind.
      fc.property(
        fc.constantFrom(...serverLocaleCodes),
        fc.string(),
        fc.string().filter((s) => !s.includes('{{')),
        (locale, code, stored) => {
          const names = placeNames(locale);
          const name = names.country(code, stored);
          expect(typeof name).toBe('string');
          const remote = names.remote({ country: stored, countryCode: code });
          expect(remote).not.toContain('{{');
          expect(names.remote(null)).not.toContain('{{');
        },
      ),
    );
  });

  it('makes one namer per locale', () => {
    expect(placeNames('de')).toBe(placeNames('de'));
  });
});
