import { describe, expect, it } from 'vitest';
import { completeMapping, missingFields, progressPercent } from './mapping.ts';

describe('mapping', () => {
  it('names the required fields without a column', () => {
    expect(missingFields({ externalId: 'id', title: 'Title', city: null })).toEqual([
      'department',
      'employmentType',
      'seniority',
      'workPlace',
      'descriptionHtml',
      'city',
    ]);
  });

  it('completes the mapping with nulls', () => {
    const full = completeMapping({ title: 'Title' });
    expect(full.title).toBe('Title');
    expect(full.lat).toBeNull();
  });

  it('measures progress over the rows that are written', () => {
    expect(progressPercent({ processed: 50, rows: 110, refused: 10 })).toBe(50);
    expect(progressPercent({ processed: 0, rows: 3, refused: 3 })).toBe(100);
  });
});
