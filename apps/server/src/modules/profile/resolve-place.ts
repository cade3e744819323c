import type { ProfilePlace } from '@opencareers/contracts/profile';
import { gazetteer } from '../search/gazetteer.ts';

/**
 * Reads what the candidate typed as their location with the bundled gazetteer the search
 * uses: "Lisbon" → Lisbon, PT; "Austin, TX" → Austin, US with region "TX"; "Germany" → the
 * country. Text the gazetteer does not know is kept as the label with null coordinates, so
 * nothing the candidate typed is lost. Null for empty text.
 */
export function resolvePlace(text: string): ProfilePlace | null {
  const label = text.trim();
  if (!label) return null;
  const parts = label
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const g = gazetteer();
  const city = g.findCity(label);
  if (city) {
    const last = parts.length > 1 ? parts[parts.length - 1]! : '';
    const lastIsCountry = last !== '' && g.findCountry(last)?.code === city.countryCode;
    const middle = parts.slice(1, lastIsCountry ? -1 : undefined);
    return {
      label,
      city: city.name,
      region: middle.join(', '),
      countryCode: city.countryCode,
      lat: city.lat,
      lng: city.lng,
    };
  }
  const country = g.findCountry(parts[parts.length - 1] ?? label);
  if (country && parts.length === 1) {
    return { label, city: '', region: '', countryCode: country.code, lat: country.lat, lng: country.lng };
  }
  return {
    label,
    city: parts[0] ?? label,
    region: parts.slice(1, country ? -1 : undefined).join(', '),
    countryCode: country?.code ?? null,
    lat: null,
    lng: null,
  };
}
