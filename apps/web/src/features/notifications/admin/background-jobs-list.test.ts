import { describe, expect, it } from 'vitest';
import { describeOutput } from './background-jobs-list.tsx';

describe('a background run’s report', () => {
  it('reads a flat report as words, and anything else as it came', () => {
    expect(describeOutput('{"sent":3,"retried":0,"dead":1}')).toBe('sent: 3, retried: 0, dead: 1');
    expect(describeOutput('{"checked":2,"nested":{"a":1}}')).toBe('checked: 2, nested: {"a":1}');
    expect(describeOutput('connection refused')).toBe('connection refused');
    expect(describeOutput('[1,2]')).toBe('[1,2]');
    expect(describeOutput(null)).toBe('');
  });
});
