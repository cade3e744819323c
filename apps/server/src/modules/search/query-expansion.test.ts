import { describe, expect, it } from 'vitest';
import { tokenize } from './tokenize.ts';
import { expandQuery, expansionWeight, parseVocabularyLines, searchVocabulary } from './vocabulary.ts';

const expand = (q: string, groups: string[][] = []) =>
  expandQuery(tokenize(q), searchVocabulary(groups)).map((c) =>
    c.alternatives.map((a) => `${a.tokens.join(' ')}@${a.weight}`),
  );

describe('search vocabulary', () => {
  it('reads groups and one-way rules, with comments', () => {
    expect(parseVocabularyLines('# c\nk8s, kubernetes\n\npm => product manager, project manager\n')).toEqual([
      [
        ['k8s', 'kubernetes'],
        ['k8s', 'kubernetes'],
      ],
      [['pm'], ['product manager', 'project manager']],
    ]);
  });

  it('has at least 150 curated entries', () => {
    expect(searchVocabulary([]).byFirst.size).toBeGreaterThanOrEqual(150);
  });

  it('expands abbreviations both ways, a little below the word typed', () => {
    expect(expand('k8s')).toEqual([['k8s@1', `kubernete@${expansionWeight}`, `kube@${expansionWeight}`]]);
    expect(expand('kubernetes')[0]).toContain(`k8s@${expansionWeight}`);
    expect(expand('sre')[0]).toContain(`site reliability engineer@${expansionWeight}`);
    expect(expand('golang')[0]).toContain(`go@${expansionWeight}`);
    expect(expand('fullstack')[0]).toContain(`full stack@${expansionWeight}`);
    expect(expand('swe')[0]).toContain(`software engineer@${expansionWeight}`);
    expect(expand('js')[0]).toContain(`javascript@${expansionWeight}`);
    expect(expand('ml')[0]).toContain(`machine learning@${expansionWeight}`);
  });

  it('matches the longest phrase first and leaves other words alone', () => {
    expect(expand('senior site reliability engineer berlin')).toEqual([
      expect.arrayContaining(['senior@1']),
      expect.arrayContaining(['site reliability engineer@1', `sre@${expansionWeight}`]),
      ['berlin@1'],
    ]);
  });

  it('expands one-way rules in one direction only', () => {
    expect(expand('pm')[0]).toEqual(
      expect.arrayContaining([`product manager@${expansionWeight}`, `project manager@${expansionWeight}`]),
    );
    expect(expand('project manager')[0]).not.toContain(`pm@${expansionWeight}`);
    // c++ is never read as "cpp" (a pension plan in payroll ads); "cpp" is read as c++.
    expect(expand('c++')).toEqual([['c++@1']]);
    expect(expand('cpp')[0]).toContain(`c++@${expansionWeight}`);
  });

  it("adds a company's own groups to the curated ones", () => {
    expect(expand('rockstar')).toEqual([['rockstar@1']]);
    expect(expand('rockstar', [['Rockstar', 'Frontend Developer']])).toEqual([
      ['rockstar@1', `frontend developer@${expansionWeight}`],
    ]);
    expect(searchVocabulary([['a1', 'b1']])).toBe(searchVocabulary([['a1', 'b1']]));
    expect(searchVocabulary([['a1', 'b1']]).key).not.toBe(searchVocabulary([]).key);
  });
});
