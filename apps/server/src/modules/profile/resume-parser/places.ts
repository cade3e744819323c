import countries from 'i18n-iso-countries';
import de from 'i18n-iso-countries/langs/de.json' with { type: 'json' };
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import fr from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };
import pt from 'i18n-iso-countries/langs/pt.json' with { type: 'json' };
import { gazetteer } from '../../search/gazetteer.ts';

for (const locale of [de, es, fr, pt]) countries.registerLocale(locale);

/** A recognised place and the text it was read from. */
export interface FoundPlace {
  text: string;
  city: string;
  countryCode: string;
}

const usStates = new Set(
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC'.split(
    ' ',
  ),
);

/** Local names of big cities that the gazetteer knows only by their English name. */
const localNames: Record<string, string> = {
  wien: 'Vienna',
  munchen: 'Munich',
  koln: 'Cologne',
  nurnberg: 'Nuremberg',
  lisboa: 'Lisbon',
  bruxelles: 'Brussels',
  brussel: 'Brussels',
  'ciudad de mexico': 'Mexico City',
  'cidade do mexico': 'Mexico City',
  roma: 'Rome',
  milano: 'Milan',
  napoli: 'Naples',
  torino: 'Turin',
  firenze: 'Florence',
  praha: 'Prague',
  warszawa: 'Warsaw',
  krakow: 'Kraków',
  moskva: 'Moscow',
  kyiv: 'Kyiv',
  kiev: 'Kyiv',
  athina: 'Athens',
  bucuresti: 'Bucharest',
  beograd: 'Belgrade',
  sevilla: 'Seville',
  zaragoza: 'Zaragoza',
  genf: 'Geneva',
  geneve: 'Geneva',
  zurich: 'Zürich',
  londres: 'London',
  londra: 'London',
  'nueva york': 'New York City',
  'nova iorque': 'New York City',
  copenhague: 'Copenhagen',
  kobenhavn: 'Copenhagen',
  'den haag': 'The Hague',
};

const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** Country names in French, German, Spanish and Portuguese (folded) → ISO code, built once. */
let localCountries: Map<string, string> | undefined;
const localCountry = (text: string) => {
  if (!localCountries) {
    localCountries = new Map();
    for (const lang of ['de', 'fr', 'es', 'pt'])
      for (const [code, names] of Object.entries(countries.getNames(lang, { select: 'all' })))
        for (const name of names) localCountries.set(fold(name), code);
  }
  const key = fold(text);
  return (
    localCountries.get(key) ?? localCountries.get(key.replace(/^(?:la|le|les|l'|el|a|o|die|der)\s+/, ''))
  );
};

/** A country by its English, French, German, Spanish or Portuguese name, or its code. */
export function countryCodeOf(text: string): string | undefined {
  if (!/[a-z]/.test(fold(text))) return undefined;
  return gazetteer().findCountry(text)?.code ?? localCountry(text);
}

/**
 * A place in a short piece of text, by the bundled gazetteer: "Lyon, France", "Austin, TX",
 * "10115 Berlin", "Wien, Österreich". Small towns whose name is a common word are ignored
 * unless a country or state follows; a town the gazetteer lacks is kept when its country is named.
 */
const placeCache = new Map<string, FoundPlace | null>();

export function findPlace(piece: string, options: { atStart?: boolean } = {}): FoundPlace | null {
  const key = `${options.atStart ? 1 : 0}${piece}`;
  const cached = placeCache.get(key);
  if (cached !== undefined) return cached;
  const found = lookUpPlace(piece, !!options.atStart);
  if (placeCache.size > 5000) placeCache.clear();
  placeCache.set(key, found);
  return found;
}

function lookUpPlace(piece: string, atStart: boolean): FoundPlace | null {
  const text = piece
    .replace(
      /^(?:address|adresse|anschrift|direccion|dirección|endereco|endereço|location|lieu|wohnort|ort)\s*:\s*/i,
      '',
    )
    .trim();
  if (!text || text.length > 80 || /@|https?:|www\.|\d{5,}.*\d{3,}/.test(text)) return null;
  const parts = text
    .split(/\s*[,–—]\s*|\s+-\s+/)
    .map((p) => p.replace(/\b\d[\d -]{2,8}\b/g, '').trim())
    .filter(Boolean);
  const geo = gazetteer();
  for (let i = 0; i < (atStart ? Math.min(1, parts.length) : parts.length); i++) {
    const name = parts[i]!;
    if (!/^\p{L}[\p{L}\s.'’-]*$/u.test(name) || name.split(/\s+/).length > 4) continue;
    const rest = parts.slice(i + 1);
    const qualifier = rest[0];
    const stateQualified = !!qualifier && qualifier.length === 2 && usStates.has(qualifier.toUpperCase());
    const countryCode = qualifier && !stateQualified ? countryCodeOf(rest[rest.length - 1]!) : undefined;
    const lookup = localNames[fold(name)] ?? name;
    const city = geo.findCity(
      stateQualified ? `${lookup}, US` : countryCode ? `${lookup}, ${countryCode}` : lookup,
    );
    const shown = [name, ...rest.slice(0, 1)].join(', ');
    if (!city) {
      // "Unknown town, Country" only when the country follows at once: in "Brookline Public
      // Schools, Brookline, MA" the last part is a US state, not Morocco.
      if (countryCode && i === 0 && rest.length === 1) return { text: shown, city: name, countryCode };
      continue;
    }
    const qualified = stateQualified || (countryCode && city.countryCode === countryCode);
    if (!qualified && city.population < 200_000) continue;
    return { text: shown, city: city.name, countryCode: city.countryCode };
  }
  // A country alone ("Singapore" is both).
  const onlyCountry = parts.length === 1 ? countryCodeOf(parts[0]!) : undefined;
  return onlyCountry ? { text: parts[0]!, city: '', countryCode: onlyCountry } : null;
}
