import { employmentTypes, seniorities, workPlaces } from '@opencareers/contracts/search-constants';
import { FloatColumn, IntColumn, ListColumn } from './columns.ts';
import { Dictionary } from './dictionary.ts';
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
  /** Distinct titles, so per-title work (match scoring) is done once per title, not per job. */
  readonly titles = new Dictionary();
  private readonly placeByKey = new Map<string, number>();

  // Facet columns, one entry per document number.
  readonly department = new IntColumn();
  readonly skillCodes = new ListColumn();
  readonly placeIds = new ListColumn();
  readonly posted = new FloatColumn();
  /** Expiry in epoch ms, Infinity when none. */
  readonly expires = new FloatColumn();
  readonly workPlace = new IntColumn();
  readonly employment = new IntColumn();
  readonly seniority = new IntColumn();
  readonly titleCode = new IntColumn();
  /** Per place (IndexedPlace.id): its codes in the country and city tables, for facet counting. */
  readonly placeCountry = new IntColumn();
  readonly placeCity = new IntColumn();
  /** 1 for a live document number, 0 for a dead one: a typed flag for tight loops. */
  alive = new Uint8Array(1024);
  live = 0;
  /** Bumped on every change; caches derived from the index compare it. */
  version = 0;
  private liveCache: { version: number; docs: Int32Array } | null = null;

  add(p: IndexedPosition): void {
    this.remove(p.id);
    const doc = this.docs.length;
    this.docs.push(p);
    if (doc >= this.alive.length) {
      const grown = new Uint8Array(this.alive.length * 2);
      grown.set(this.alive);
      this.alive = grown;
    }
    this.alive[doc] = 1;
    this.byId.set(p.id, doc);
    this.live++;
    this.version++;
    for (const t of tokenize(p.title)) this.addTerm('title', t, doc);
    for (const s of p.skills) for (const t of tokenize(s)) this.addTerm('skills', t, doc);
    // Department words count as skills: "Finance" finds every finance job, yet "analytics
    // engineer" does not rank every job of "Data & Analytics" as if its title said so.
    for (const t of tokenize(p.department)) this.addTerm('skills', t, doc);
    // Postings.add skips a repeat of the same document, so no per-document set is needed.
    for (const t of p.descriptionTerms) this.addTerm('description', t, doc);
    p.descriptionTerms = [];

    this.department.set(doc, this.departments.code(p.department));
    const skillCodes = new Set(
      p.skills.map((s) => {
        const code = this.skills.code(fold(s));
        this.skillLabels[code] ??= s;
        return code;
      }),
    );
    this.skillCodes.append(doc, [...skillCodes]);
    this.placeIds.append(
      doc,
      p.locations.map((l) => this.place(l)),
    );
    this.posted.set(doc, p.postedAt);
    this.expires.set(doc, p.expiresAt ?? Number.POSITIVE_INFINITY);
    this.workPlace.set(doc, workPlaces.indexOf(p.workPlace));
    this.employment.set(doc, employmentTypes.indexOf(p.employmentType));
    this.seniority.set(doc, seniorities.indexOf(p.seniority));
    this.titleCode.set(doc, this.titles.code(p.title));
  }

  remove(id: string): boolean {
    const doc = this.byId.get(id);
    if (doc === undefined) return false;
    this.byId.delete(id);
    this.docs[doc] = null;
    this.alive[doc] = 0;
    this.live--;
    this.version++;
    return true;
  }

  /** Every live document number, ascending; kept until the index changes. */
  liveDocs(): Int32Array {
    if (this.liveCache?.version !== this.version) {
      const out = new Int32Array(this.live);
      let k = 0;
      for (let d = 0; d < this.docs.length; d++) if (this.alive[d] === 1) out[k++] = d;
      this.liveCache = { version: this.version, docs: out };
    }
    return this.liveCache.docs;
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
      });
      this.placeCountry.set(id, this.countries.code(l.countryCode));
      this.placeCity.set(id, this.cities.code(this.places[id]!.cityValue));
      this.placeByKey.set(key, id);
    }
    return id;
  }
}
