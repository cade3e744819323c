import { employmentTypes, seniorities, workPlaces } from '@opencareers/contracts/search-constants';
import { cityValue, type IndexedPosition } from './indexed-position.ts';
import { Postings } from './postings.ts';
import { fold, tokenize } from './tokenize.ts';
import { TypoIndex } from './typo.ts';

export type Field = 'title' | 'skills' | 'description';
export const fields: readonly Field[] = ['title', 'skills', 'description'];

/** A place positions are in, shared by all positions there. */
export interface IndexedPlace {
  id: number;
  city: string;
  region: string | null;
  country: string;
  countryCode: string;
  lat: number;
  lng: number;
  label: string;
  cityValue: string;
  folded: string;
  /** Codes in the index's country and city tables, for facet counting by array. */
  countryIdx: number;
  cityIdx: number;
}

/** Code tables for the facet columns: value ↔ small integer. */
export class Dictionary {
  readonly values: string[] = [];
  private readonly codes = new Map<string, number>();
  code(value: string): number {
    let c = this.codes.get(value);
    if (c === undefined) {
      c = this.values.length;
      this.values.push(value);
      this.codes.set(value, c);
    }
    return c;
  }
  find(value: string): number | undefined {
    return this.codes.get(value);
  }
}

/**
 * One tenant's open positions, searchable in memory: posting lists per field (title,
 * skills, description), a typo index over the vocabulary, and per-document facet columns.
 * Documents are numbered in insertion order; a changed position is removed (its number
 * goes dead) and added again under a new number. The database stays the source of truth.
 */
export class PositionIndex {
  readonly docs: (IndexedPosition | null)[] = [];
  readonly byId = new Map<string, number>();
  readonly postings: Record<Field, Postings> = {
    title: new Postings(),
    skills: new Postings(),
    description: new Postings(),
  };
  readonly typos = new TypoIndex();
  readonly departments = new Dictionary();
  /** Skills by folded name; the label is the first spelling seen. */
  readonly skills = new Dictionary();
  readonly skillLabels: string[] = [];
  readonly places: IndexedPlace[] = [];
  readonly countries = new Dictionary();
  readonly cities = new Dictionary();
  private readonly placeByKey = new Map<string, number>();

  // Facet columns, one entry per document number.
  readonly department: number[] = [];
  readonly skillCodes: Int32Array[] = [];
  readonly placeIds: Int32Array[] = [];
  readonly posted: number[] = [];
  /** Expiry in epoch ms, Infinity when none. */
  readonly expires: number[] = [];
  readonly workPlace: number[] = [];
  readonly employment: number[] = [];
  readonly seniority: number[] = [];
  live = 0;
  /** Bumped on every change; caches derived from the index compare it. */
  version = 0;

  add(p: IndexedPosition): void {
    this.remove(p.id);
    const doc = this.docs.length;
    this.docs.push(p);
    this.byId.set(p.id, doc);
    this.live++;
    this.version++;
    for (const t of tokenize(p.title)) this.addTerm('title', t, doc);
    for (const s of p.skills) for (const t of tokenize(s)) this.addTerm('skills', t, doc);
    // Department words count as title words: "Finance" should find every finance job.
    for (const t of tokenize(p.department)) this.addTerm('title', t, doc);
    // Postings.add skips a repeat of the same document, so no per-document set is needed.
    for (const t of tokenize(p.text)) this.addTerm('description', t, doc);
    p.text = '';

    this.department[doc] = this.departments.code(p.department);
    this.skillCodes[doc] = Int32Array.from(
      new Set(
        p.skills.map((s) => {
          const code = this.skills.code(fold(s));
          this.skillLabels[code] ??= s;
          return code;
        }),
      ),
    );
    this.placeIds[doc] = Int32Array.from(p.locations.map((l) => this.place(l)));
    this.posted[doc] = p.postedAt;
    this.expires[doc] = p.expiresAt ?? Number.POSITIVE_INFINITY;
    this.workPlace[doc] = workPlaces.indexOf(p.workPlace);
    this.employment[doc] = employmentTypes.indexOf(p.employmentType);
    this.seniority[doc] = seniorities.indexOf(p.seniority);
  }

  remove(id: string): boolean {
    const doc = this.byId.get(id);
    if (doc === undefined) return false;
    this.byId.delete(id);
    this.docs[doc] = null;
    this.live--;
    this.version++;
    return true;
  }

  /** Ends a bulk load: compacts the posting lists. */
  freeze(): void {
    for (const f of fields) this.postings[f].freeze();
  }

  /** Share of document numbers that are dead; a rebuild pays off past a threshold. */
  deadRatio(): number {
    return this.docs.length ? 1 - this.live / this.docs.length : 0;
  }

  hasTerm(term: string): boolean {
    return fields.some((f) => this.postings[f].has(term));
  }

  private addTerm(field: Field, term: string, doc: number): void {
    if (this.postings[field].add(term, doc)) this.typos.add(term);
  }

  private place(l: IndexedPosition['locations'][number]): number {
    const key = `${l.city}|${l.region ?? ''}|${l.countryCode}|${l.lat.toFixed(3)}|${l.lng.toFixed(3)}`;
    let id = this.placeByKey.get(key);
    if (id === undefined) {
      id = this.places.length;
      this.places.push({
        id,
        city: l.city,
        region: l.region,
        country: l.country,
        countryCode: l.countryCode,
        lat: l.lat,
        lng: l.lng,
        label: l.label,
        cityValue: cityValue(l.city, l.countryCode),
        folded: fold(l.label),
        countryIdx: this.countries.code(l.countryCode),
        cityIdx: this.cities.code(cityValue(l.city, l.countryCode)),
      });
      this.placeByKey.set(key, id);
    }
    return id;
  }
}
