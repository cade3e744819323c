import { describe, expect, it } from 'vitest';
import { setRangeDate, toggleCurrent } from './date-range-state.ts';
import { canAddRow, canDeleteRow, initialRowCount, listBounds } from './dynamic-list-state.ts';
import { fieldStatus } from './field-status.ts';
import {
  endpointUrl,
  isLoneNotApplicable,
  matchesSearch,
  prepareOptions,
  reconcileValue,
} from './select-options.ts';
import {
  addAllSuggestions,
  addSkill,
  hiddenCount,
  remainingSuggestions,
  removeSkill,
  visibleSkills,
} from './skill-state.ts';
import {
  activeSectionFromTops,
  clickStillWins,
  progressPercent,
  stepForKey,
  stepperTimings,
} from './stepper-state.ts';

const now = new Date(2026, 10, 21);

describe('§4 date range', () => {
  it('ticking current sets the end to now', () => {
    expect(toggleCurrent({ startDate: '2024-03' }, true, now)).toEqual({
      startDate: '2024-03',
      endDate: '2026-11',
      isCurrent: true,
    });
    expect(toggleCurrent({ startDate: '2024-03-02' }, true, now, 'date')).toMatchObject({
      endDate: '2026-11-21',
    });
  });
  it('unticking an incomplete range clears it; a complete one stays', () => {
    expect(toggleCurrent({ startDate: '2024-03', endDate: null, isCurrent: true }, false, now)).toBeNull();
    expect(toggleCurrent({ startDate: '20', endDate: '2026-11', isCurrent: true }, false, now)).toBeNull();
    expect(toggleCurrent({ startDate: '2024-03', endDate: '2025-01', isCurrent: true }, false, now)).toEqual({
      startDate: '2024-03',
      endDate: '2025-01',
      isCurrent: false,
    });
  });
  it('clearing either date clears the whole value', () => {
    expect(setRangeDate({ startDate: '2024-03', endDate: '2025-01' }, 'startDate', null)).toBeNull();
    expect(setRangeDate({ startDate: '2024-03', endDate: '2025-01' }, 'endDate', '')).toBeNull();
    expect(setRangeDate({ startDate: '2024-03' }, 'endDate', '2025-01')).toEqual({
      startDate: '2024-03',
      endDate: '2025-01',
      isCurrent: false,
    });
  });
});

describe('§4 dynamic list', () => {
  it('reads its bounds from the rules', () => {
    expect(
      listBounds([
        { type: 'minLength', value: 1 },
        { type: 'maxLength', value: 3 },
      ]),
    ).toEqual({ min: 1, max: 3 });
    expect(listBounds(undefined)).toEqual({ min: 0, max: Number.POSITIVE_INFINITY });
  });
  it('starts with one item if minLength is above 0', () => {
    expect(initialRowCount(0)).toBe(0);
    expect(initialRowCount(2)).toBe(1);
  });
  it('hides add at maxLength and delete at or below minLength', () => {
    expect(canAddRow(2, 3)).toBe(true);
    expect(canAddRow(3, 3)).toBe(false);
    expect(canDeleteRow(1, 1)).toBe(false);
    expect(canDeleteRow(2, 1)).toBe(true);
  });
});

describe('§4 select', () => {
  it('sorts choices and shows Not Applicable when empty', () => {
    const c = [
      { label: 'b', value: 'b' },
      { label: 'a', value: 'a' },
    ];
    expect(prepareOptions(c, 'ascending').map((o) => o.value)).toEqual(['a', 'b']);
    expect(prepareOptions(c, 'descending').map((o) => o.value)).toEqual(['b', 'a']);
    expect(prepareOptions([])).toEqual([{ label: 'Not Applicable', value: 'N/A' }]);
  });
  it('a lone N/A is selected', () => {
    const opts = prepareOptions(undefined);
    expect(isLoneNotApplicable(opts)).toBe(true);
    expect(reconcileValue('', opts)).toBe('N/A');
  });
  it('a value not in the options is reset', () => {
    const opts = [
      { label: 'A', value: 'a' },
      { label: 'B', value: 'b' },
    ];
    expect(reconcileValue('z', opts)).toBe('');
    expect(reconcileValue('a', opts)).toBe('a');
    expect(reconcileValue(['a', 'z'], opts, true)).toEqual(['a']);
  });
  it('fills the parent placeholder, encoded', () => {
    expect(endpointUrl('/api/states/{parentValue}', 'a b/c')).toBe('/api/states/a%20b%2Fc');
  });
  it('search ignores case and accents', () => {
    expect(matchesSearch('Québec', 'quebec')).toBe(true);
    expect(matchesSearch('ONTARIO', 'tar')).toBe(true);
    expect(matchesSearch('Ontario', 'xyz')).toBe(false);
  });
});

describe('§4 skill selector', () => {
  const many = Array.from({ length: 12 }, (_, i) => `s${i}`);
  const s = { skills: many, threshold: 10, expanded: false };
  it('collapses to the threshold with a +N toggle', () => {
    expect(visibleSkills(s)).toHaveLength(10);
    expect(hiddenCount(s)).toBe(2);
    expect(visibleSkills({ ...s, expanded: true })).toHaveLength(12);
    expect(hiddenCount({ ...s, expanded: true })).toBe(0);
  });
  it('adding inserts before the collapsed tail', () => {
    const next = addSkill(s, 'New');
    expect(next.skills[10]).toBe('New');
    expect(visibleSkills(next)).toContain('New');
    expect(addSkill(s, 'S0')).toBe(s); // no duplicates, whatever the case
  });
  it('removing decreases the threshold', () => {
    const grown = addSkill(s, 'New');
    expect(grown.threshold).toBe(11);
    expect(removeSkill(grown, 's0').threshold).toBe(10);
  });
  it('removing keeps a configured threshold: a field showing 5 stays at 5, never resets to 10', () => {
    const five = { skills: many.slice(0, 7), threshold: 5, expanded: false, baseThreshold: 5 };
    const grown = addSkill(addSkill(five, 'A'), 'B');
    expect(grown.threshold).toBe(7);
    const once = removeSkill(grown, 's0');
    expect(once.threshold).toBe(6);
    const twice = removeSkill(removeSkill(once, 's1'), 's2');
    expect(twice.threshold).toBe(5);
    expect(hiddenCount(twice)).toBe(1);
  });
  it('suggestions exclude chosen skills; Add all adds the rest', () => {
    expect(remainingSuggestions(['s1', 'Go', 'Rust'], many)).toEqual(['Go', 'Rust']);
    expect(
      addAllSuggestions({ skills: ['a'], threshold: 10, expanded: false }, ['a', 'b', 'c']).skills,
    ).toEqual(['a', 'b', 'c']);
  });
});

describe('§4 field status', () => {
  it('error when a message exists; highlight when untouched and prefilled', () => {
    expect(fieldStatus({ error: 'x', dirty: false, touched: false, initialValue: 'a' })).toBe('error');
    expect(fieldStatus({ dirty: false, touched: false, initialValue: 'a' })).toBe('highlight');
    expect(fieldStatus({ dirty: true, touched: true, initialValue: 'a' })).toBeUndefined();
    expect(fieldStatus({ dirty: false, touched: false, initialValue: '' })).toBeUndefined();
  });
});

describe('§4 stepper', () => {
  it('rounds progress to 10 percent steps', () => {
    expect(progressPercent(0, 1000)).toBe(0);
    expect(progressPercent(149, 1000)).toBe(10);
    expect(progressPercent(151, 1000)).toBe(20);
    expect(progressPercent(1000, 1000)).toBe(100);
    expect(progressPercent(0, 0)).toBe(100);
  });
  it('follows the scroll position', () => {
    expect(activeSectionFromTops([0, 500, 1000], 100)).toBe(0);
    expect(activeSectionFromTops([-600, -100, 400], 100)).toBe(1);
    // At the end of the page the short last section is active though its top never reached the line.
    expect(activeSectionFromTops([-900, -300, 450], 100, true)).toBe(2);
    expect(activeSectionFromTops([-900, -300, 450], 100, false)).toBe(1);
  });
  it('a click wins for one second', () => {
    expect(clickStillWins(1000, 1999)).toBe(true);
    expect(clickStillWins(1000, 2000)).toBe(false);
    expect(clickStillWins(undefined, 0)).toBe(false);
  });
  it('Home and End move to the first and last step', () => {
    expect(stepForKey('Home', 2, 5)).toBe(0);
    expect(stepForKey('End', 0, 5)).toBe(4);
    expect(stepForKey('ArrowDown', 4, 5)).toBe(4);
    expect(stepForKey('a', 1, 5)).toBeUndefined();
  });
  it('uses the §9 timings', () => {
    expect(stepperTimings).toEqual({
      scrollDebounceMs: 50,
      heightSettleMs: 500,
      clickPriorityMs: 1000,
      visibilityDebounceMs: 50,
      reorderDebounceMs: 300,
    });
  });
});
