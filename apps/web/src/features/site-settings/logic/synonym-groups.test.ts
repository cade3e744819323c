import { describe, expect, it } from 'vitest';
import { parseSynonymGroups, synonymGroupsText } from './synonym-groups.ts';

describe('synonym groups text', () => {
  it('reads one group per line, trims phrases and skips blanks', () => {
    expect(parseSynonymGroups(' k8s, Kubernetes \n\nrockstar,, frontend developer,\n')).toEqual([
      ['k8s', 'Kubernetes'],
      ['rockstar', 'frontend developer'],
    ]);
    // A single phrase stays a group of one, so the contract can say a group needs two.
    expect(parseSynonymGroups('lonely')).toEqual([['lonely']]);
  });

  it('writes groups back as the admin typed them', () => {
    const groups = [
      ['k8s', 'kubernetes'],
      ['pm', 'product manager'],
    ];
    expect(parseSynonymGroups(synonymGroupsText(groups))).toEqual(groups);
  });
});
