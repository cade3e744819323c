/**
 * Real cities for the demo tenant's offices (pure data).
 *
 * Coordinates are city-centre points (WGS84, 4 decimals ≈ 11 m) cross-checked
 * against GeoNames; they are plotted on a map, so keep them accurate when
 * adding rows. `weight` skews picks towards big tech hubs; `pay` is a local
 * cost-of-labour adjustment on top of the country factor (1 = country norm).
 */
import type { DemoLocation } from './demo-positions.ts';

export interface DemoCountry {
  code: string;
  name: string;
  /** ISO 4217 code of the local currency — pay is always quoted in it. */
  currency: string;
  /** Market pay level for tech roles relative to the US, in USD terms. */
  payFactor: number;
  /** Approximate units of local currency per USD (static; demo data only). */
  fxPerUsd: number;
  /** City used as the single location of remote positions in this country. */
  hub: string;
  /** Lowest hourly rate Northwind pays here (a living wage above the legal minimum). */
  minHourly: number;
}

/** [code, name, currency, payFactor, fxPerUsd, hub, minHourly]; see DemoCountry. */
type CountryRow = readonly [string, string, string, number, number, string, number];

const countryRows: readonly CountryRow[] = [
  ['US', 'United States', 'USD', 1, 1, 'New York', 18],
  ['CA', 'Canada', 'CAD', 0.72, 1.37, 'Toronto', 20],
  ['GB', 'United Kingdom', 'GBP', 0.6, 0.79, 'London', 13],
  ['IE', 'Ireland', 'EUR', 0.62, 0.92, 'Dublin', 15],
  ['DE', 'Germany', 'EUR', 0.55, 0.92, 'Berlin', 15],
  ['FR', 'France', 'EUR', 0.46, 0.92, 'Paris', 14],
  ['NL', 'Netherlands', 'EUR', 0.55, 0.92, 'Amsterdam', 16],
  ['ES', 'Spain', 'EUR', 0.36, 0.92, 'Madrid', 10],
  ['PT', 'Portugal', 'EUR', 0.3, 0.92, 'Lisbon', 7],
  ['PL', 'Poland', 'PLN', 0.31, 4, 'Warsaw', 30],
  ['SE', 'Sweden', 'SEK', 0.43, 10.5, 'Stockholm', 160],
  ['CH', 'Switzerland', 'CHF', 0.95, 0.88, 'Zurich', 28],
  ['IN', 'India', 'INR', 0.17, 83, 'Bengaluru', 200],
  ['SG', 'Singapore', 'SGD', 0.6, 1.35, 'Singapore', 12],
  ['JP', 'Japan', 'JPY', 0.4, 150, 'Tokyo', 1300],
  ['AU', 'Australia', 'AUD', 0.62, 1.52, 'Sydney', 28],
  ['BR', 'Brazil', 'BRL', 0.2, 5, 'São Paulo', 15],
  ['MX', 'Mexico', 'MXN', 0.22, 17.5, 'Mexico City', 60],
];

export const demoCountries: readonly DemoCountry[] = countryRows.map(
  ([code, name, currency, payFactor, fxPerUsd, hub, minHourly]) =>
    Object.freeze({ code, name, currency, payFactor, fxPerUsd, hub, minHourly }),
);

/** [city, region, lat, lng, weight, pay adjustment?] */
type CityRow = readonly [string, string | null, number, number, number, number?];

const rowsByCountry: Readonly<Record<string, readonly CityRow[]>> = {
  US: [
    ['San Francisco', 'California', 37.7749, -122.4194, 10, 1.15],
    ['San Jose', 'California', 37.3382, -121.8863, 4, 1.15],
    ['Palo Alto', 'California', 37.4419, -122.143, 2, 1.15],
    ['Mountain View', 'California', 37.3861, -122.0839, 2, 1.15],
    ['Oakland', 'California', 37.8044, -122.2712, 2, 1.1],
    ['Los Angeles', 'California', 34.0522, -118.2437, 6, 1.05],
    ['Irvine', 'California', 33.6846, -117.8265, 2, 1.02],
    ['San Diego', 'California', 32.7157, -117.1611, 3, 1.02],
    ['Sacramento', 'California', 38.5816, -121.4944, 1],
    ['Seattle', 'Washington', 47.6062, -122.3321, 8, 1.1],
    ['Bellevue', 'Washington', 47.6101, -122.2015, 2, 1.1],
    ['Portland', 'Oregon', 45.5152, -122.6784, 3],
    ['Denver', 'Colorado', 39.7392, -104.9903, 4],
    ['Boulder', 'Colorado', 40.015, -105.2705, 2],
    ['Salt Lake City', 'Utah', 40.7608, -111.891, 2, 0.95],
    ['Phoenix', 'Arizona', 33.4484, -112.074, 2, 0.95],
    ['Las Vegas', 'Nevada', 36.1699, -115.1398, 1, 0.93],
    ['Austin', 'Texas', 30.2672, -97.7431, 6],
    ['Dallas', 'Texas', 32.7767, -96.797, 4, 0.97],
    ['Houston', 'Texas', 29.7604, -95.3698, 3, 0.95],
    ['San Antonio', 'Texas', 29.4241, -98.4936, 1, 0.92],
    ['Chicago', 'Illinois', 41.8781, -87.6298, 6],
    ['Minneapolis', 'Minnesota', 44.9778, -93.265, 2, 0.97],
    ['Madison', 'Wisconsin', 43.0731, -89.4012, 1, 0.93],
    ['Detroit', 'Michigan', 42.3314, -83.0458, 1, 0.93],
    ['Ann Arbor', 'Michigan', 42.2808, -83.743, 1, 0.95],
    ['Columbus', 'Ohio', 39.9612, -82.9988, 2, 0.92],
    ['Indianapolis', 'Indiana', 39.7684, -86.1581, 1, 0.9],
    ['St. Louis', 'Missouri', 38.627, -90.1994, 1, 0.9],
    ['Kansas City', 'Missouri', 39.0997, -94.5786, 1, 0.9],
    ['Pittsburgh', 'Pennsylvania', 40.4406, -79.9959, 2, 0.95],
    ['Philadelphia', 'Pennsylvania', 39.9526, -75.1652, 3],
    ['New York', 'New York', 40.7128, -74.006, 10, 1.15],
    ['Boston', 'Massachusetts', 42.3601, -71.0589, 6, 1.1],
    ['Cambridge', 'Massachusetts', 42.3736, -71.1097, 2, 1.1],
    ['Providence', 'Rhode Island', 41.824, -71.4128, 1, 0.95],
    ['Washington', 'District of Columbia', 38.9072, -77.0369, 4, 1.05],
    ['Arlington', 'Virginia', 38.8816, -77.091, 2, 1.05],
    ['Baltimore', 'Maryland', 39.2904, -76.6122, 1, 0.95],
    ['Raleigh', 'North Carolina', 35.7796, -78.6382, 3, 0.95],
    ['Durham', 'North Carolina', 35.994, -78.8986, 1, 0.95],
    ['Charlotte', 'North Carolina', 35.2271, -80.8431, 2, 0.95],
    ['Atlanta', 'Georgia', 33.749, -84.388, 4, 0.97],
    ['Nashville', 'Tennessee', 36.1627, -86.7816, 2, 0.93],
    ['Miami', 'Florida', 25.7617, -80.1918, 3],
    ['Tampa', 'Florida', 27.9506, -82.4572, 1, 0.92],
    ['Orlando', 'Florida', 28.5383, -81.3792, 1, 0.92],
  ],
  CA: [
    ['Toronto', 'Ontario', 43.6532, -79.3832, 6, 1.05],
    ['Waterloo', 'Ontario', 43.4643, -80.5204, 2],
    ['Ottawa', 'Ontario', 45.4215, -75.6972, 2],
    ['Montreal', 'Quebec', 45.5017, -73.5673, 4, 0.95],
    ['Quebec City', 'Quebec', 46.8139, -71.208, 1, 0.9],
    ['Vancouver', 'British Columbia', 49.2827, -123.1207, 5, 1.05],
    ['Victoria', 'British Columbia', 48.4284, -123.3656, 1, 0.95],
    ['Calgary', 'Alberta', 51.0447, -114.0719, 2],
    ['Edmonton', 'Alberta', 53.5461, -113.4938, 1, 0.95],
    ['Winnipeg', 'Manitoba', 49.8951, -97.1384, 1, 0.9],
    ['Halifax', 'Nova Scotia', 44.6488, -63.5752, 1, 0.9],
  ],
  GB: [
    ['London', 'England', 51.5074, -0.1278, 10, 1.15],
    ['Manchester', 'England', 53.4808, -2.2426, 3, 0.92],
    ['Birmingham', 'England', 52.4862, -1.8904, 2, 0.9],
    ['Leeds', 'England', 53.8008, -1.5491, 2, 0.9],
    ['Bristol', 'England', 51.4545, -2.5879, 2, 0.95],
    ['Cambridge', 'England', 52.2053, 0.1218, 2, 1.02],
    ['Oxford', 'England', 51.752, -1.2577, 1],
    ['Newcastle upon Tyne', 'England', 54.9783, -1.6178, 1, 0.88],
    ['Edinburgh', 'Scotland', 55.9533, -3.1883, 3, 0.95],
    ['Glasgow', 'Scotland', 55.8642, -4.2518, 1, 0.9],
    ['Cardiff', 'Wales', 51.4816, -3.1791, 1, 0.88],
    ['Belfast', 'Northern Ireland', 54.5973, -5.9301, 1, 0.88],
  ],
  IE: [
    ['Dublin', 'County Dublin', 53.3498, -6.2603, 5, 1.05],
    ['Cork', 'County Cork', 51.8985, -8.4756, 2, 0.92],
    ['Galway', 'County Galway', 53.2707, -9.0568, 1, 0.9],
    ['Limerick', 'County Limerick', 52.6638, -8.6267, 1, 0.9],
  ],
  DE: [
    ['Berlin', 'Berlin', 52.52, 13.405, 6],
    ['Munich', 'Bavaria', 48.1351, 11.582, 4, 1.08],
    ['Hamburg', 'Hamburg', 53.5511, 9.9937, 3, 1.02],
    ['Frankfurt am Main', 'Hesse', 50.1109, 8.6821, 3, 1.05],
    ['Cologne', 'North Rhine-Westphalia', 50.9375, 6.9603, 2],
    ['Düsseldorf', 'North Rhine-Westphalia', 51.2277, 6.7735, 1],
    ['Stuttgart', 'Baden-Württemberg', 48.7758, 9.1829, 2, 1.05],
    ['Karlsruhe', 'Baden-Württemberg', 49.0069, 8.4037, 1],
    ['Nuremberg', 'Bavaria', 49.4521, 11.0767, 1, 0.97],
    ['Leipzig', 'Saxony', 51.3397, 12.3731, 1, 0.9],
    ['Dresden', 'Saxony', 51.0504, 13.7373, 1, 0.9],
  ],
  FR: [
    ['Paris', 'Île-de-France', 48.8566, 2.3522, 6, 1.1],
    ['Lyon', 'Auvergne-Rhône-Alpes', 45.764, 4.8357, 2, 0.92],
    ['Grenoble', 'Auvergne-Rhône-Alpes', 45.1885, 5.7245, 1, 0.9],
    ['Toulouse', 'Occitanie', 43.6047, 1.4442, 1, 0.9],
    ['Nantes', 'Pays de la Loire', 47.2184, -1.5536, 1, 0.9],
    ['Bordeaux', 'Nouvelle-Aquitaine', 44.8378, -0.5792, 1, 0.9],
    ['Lille', 'Hauts-de-France', 50.6292, 3.0573, 1, 0.9],
    ['Marseille', "Provence-Alpes-Côte d'Azur", 43.2965, 5.3698, 1, 0.9],
    ['Nice', "Provence-Alpes-Côte d'Azur", 43.7102, 7.262, 1, 0.92],
  ],
  NL: [
    ['Amsterdam', 'North Holland', 52.3676, 4.9041, 6, 1.05],
    ['Rotterdam', 'South Holland', 51.9244, 4.4777, 2],
    ['The Hague', 'South Holland', 52.0705, 4.3007, 1],
    ['Utrecht', 'Utrecht', 52.0907, 5.1214, 2],
    ['Eindhoven', 'North Brabant', 51.4416, 5.4697, 2],
    ['Groningen', 'Groningen', 53.2194, 6.5665, 1, 0.93],
  ],
  ES: [
    ['Madrid', 'Community of Madrid', 40.4168, -3.7038, 4, 1.05],
    ['Barcelona', 'Catalonia', 41.3874, 2.1686, 4, 1.05],
    ['Valencia', 'Valencian Community', 39.4699, -0.3763, 2, 0.92],
    ['Málaga', 'Andalusia', 36.7213, -4.4214, 2, 0.92],
    ['Seville', 'Andalusia', 37.3891, -5.9845, 1, 0.9],
    ['Bilbao', 'Basque Country', 43.263, -2.935, 1],
    ['Zaragoza', 'Aragon', 41.6488, -0.8891, 1, 0.9],
  ],
  PT: [
    ['Lisbon', 'Lisbon', 38.7223, -9.1393, 3, 1.05],
    ['Porto', 'Porto', 41.1579, -8.6291, 2],
    ['Braga', 'Braga', 41.5454, -8.4265, 1, 0.92],
  ],
  PL: [
    ['Warsaw', 'Masovian', 52.2297, 21.0122, 4, 1.08],
    ['Kraków', 'Lesser Poland', 50.0647, 19.945, 3],
    ['Wrocław', 'Lower Silesian', 51.1079, 17.0385, 2],
    ['Gdańsk', 'Pomeranian', 54.352, 18.6466, 1, 0.95],
    ['Poznań', 'Greater Poland', 52.4064, 16.9252, 1, 0.95],
    ['Łódź', 'Łódź', 51.7592, 19.456, 1, 0.92],
    ['Katowice', 'Silesian', 50.2649, 19.0238, 1, 0.92],
  ],
  SE: [
    ['Stockholm', 'Stockholm County', 59.3293, 18.0686, 4, 1.05],
    ['Gothenburg', 'Västra Götaland County', 57.7089, 11.9746, 2],
    ['Malmö', 'Skåne County', 55.605, 13.0038, 1],
    ['Uppsala', 'Uppsala County', 59.8586, 17.6389, 1, 0.95],
    ['Linköping', 'Östergötland County', 58.4108, 15.6214, 1, 0.95],
  ],
  CH: [
    ['Zurich', 'Zurich', 47.3769, 8.5417, 3, 1.05],
    ['Geneva', 'Geneva', 46.2044, 6.1432, 1, 1.02],
    ['Basel', 'Basel-Stadt', 47.5596, 7.5886, 1],
    ['Lausanne', 'Vaud', 46.5197, 6.6323, 1, 0.97],
    ['Bern', 'Bern', 46.948, 7.4474, 1, 0.95],
  ],
  IN: [
    ['Bengaluru', 'Karnataka', 12.9716, 77.5946, 6, 1.05],
    ['Hyderabad', 'Telangana', 17.385, 78.4867, 4],
    ['Pune', 'Maharashtra', 18.5204, 73.8567, 3, 0.95],
    ['Mumbai', 'Maharashtra', 19.076, 72.8777, 3, 1.05],
    ['Chennai', 'Tamil Nadu', 13.0827, 80.2707, 3, 0.95],
    ['Gurugram', 'Haryana', 28.4595, 77.0266, 2],
    ['Noida', 'Uttar Pradesh', 28.5355, 77.391, 2, 0.95],
    ['New Delhi', 'Delhi', 28.6139, 77.209, 2],
    ['Kolkata', 'West Bengal', 22.5726, 88.3639, 1, 0.88],
    ['Ahmedabad', 'Gujarat', 23.0225, 72.5714, 1, 0.88],
    ['Kochi', 'Kerala', 9.9312, 76.2673, 1, 0.85],
    ['Jaipur', 'Rajasthan', 26.9124, 75.7873, 1, 0.85],
  ],
  SG: [['Singapore', null, 1.2897, 103.8501, 4]],
  JP: [
    ['Tokyo', 'Tokyo', 35.6762, 139.6503, 5, 1.05],
    ['Yokohama', 'Kanagawa', 35.4437, 139.638, 1],
    ['Osaka', 'Osaka', 34.6937, 135.5023, 2, 0.95],
    ['Kyoto', 'Kyoto', 35.0116, 135.7681, 1, 0.92],
    ['Nagoya', 'Aichi', 35.1815, 136.9066, 1, 0.93],
    ['Fukuoka', 'Fukuoka', 33.5904, 130.4017, 1, 0.9],
    ['Sapporo', 'Hokkaido', 43.0618, 141.3545, 1, 0.88],
  ],
  AU: [
    ['Sydney', 'New South Wales', -33.8688, 151.2093, 5, 1.05],
    ['Melbourne', 'Victoria', -37.8136, 144.9631, 4],
    ['Brisbane', 'Queensland', -27.4698, 153.0251, 2, 0.95],
    ['Perth', 'Western Australia', -31.9505, 115.8605, 1, 0.97],
    ['Adelaide', 'South Australia', -34.9285, 138.6007, 1, 0.92],
    ['Canberra', 'Australian Capital Territory', -35.2809, 149.13, 1],
  ],
  BR: [
    ['São Paulo', 'São Paulo', -23.5505, -46.6333, 4, 1.08],
    ['Campinas', 'São Paulo', -22.9099, -47.0626, 1],
    ['Rio de Janeiro', 'Rio de Janeiro', -22.9068, -43.1729, 2, 1.02],
    ['Belo Horizonte', 'Minas Gerais', -19.9167, -43.9345, 1, 0.92],
    ['Curitiba', 'Paraná', -25.4284, -49.2733, 1, 0.95],
    ['Florianópolis', 'Santa Catarina', -27.5954, -48.548, 1, 0.95],
    ['Porto Alegre', 'Rio Grande do Sul', -30.0346, -51.2177, 1, 0.92],
    ['Recife', 'Pernambuco', -8.0476, -34.877, 1, 0.88],
  ],
  MX: [
    ['Mexico City', 'Mexico City', 19.4326, -99.1332, 4, 1.05],
    ['Guadalajara', 'Jalisco', 20.6597, -103.3496, 2],
    ['Monterrey', 'Nuevo León', 25.6866, -100.3161, 2, 1.02],
    ['Querétaro', 'Querétaro', 20.5888, -100.3899, 1, 0.95],
    ['Puebla', 'Puebla', 19.0414, -98.2063, 1, 0.9],
    ['Mérida', 'Yucatán', 20.9674, -89.5926, 1, 0.9],
    ['Tijuana', 'Baja California', 32.5149, -117.0382, 1, 0.95],
  ],
};

const cities: DemoLocation[] = [];
const weights: number[] = [];
const payAdjustments: number[] = [];
for (const country of demoCountries) {
  for (const [city, region, lat, lng, weight, pay] of rowsByCountry[country.code] ?? []) {
    cities.push(Object.freeze({ city, region, country: country.name, countryCode: country.code, lat, lng }));
    weights.push(weight);
    payAdjustments.push(pay ?? 1);
  }
}

/** All demo office cities, grouped by country in `demoCountries` order. */
export const demoCities: readonly DemoLocation[] = Object.freeze(cities);
/** Pick weight of `demoCities[i]` (bigger tech hubs are picked more often). */
export const demoCityWeights: readonly number[] = Object.freeze(weights);
/** Local pay adjustment of `demoCities[i]` relative to its country's norm. */
export const demoCityPayAdjustments: readonly number[] = Object.freeze(payAdjustments);
