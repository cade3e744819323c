import { describe, expect, it } from 'vitest';
import { insertAtCursor } from './insert-at-cursor.ts';

describe('insertAtCursor', () => {
  it('inserts at the cursor and moves the cursor after the insert', () => {
    expect(insertAtCursor('Dear ,', '{{candidate_name}}', { start: 5, end: 5 })).toEqual({
      text: 'Dear {{candidate_name}},',
      cursor: 23,
    });
  });

  it('replaces the selected text, whichever way it was selected', () => {
    expect(insertAtCursor('Hello NAME!', '{{x}}', { start: 10, end: 6 }).text).toBe('Hello {{x}}!');
  });

  it('appends when the editor never had the focus, and clamps stale positions', () => {
    expect(insertAtCursor('abc', 'Z', null)).toEqual({ text: 'abcZ', cursor: 4 });
    expect(insertAtCursor('abc', 'Z', { start: 99, end: 120 })).toEqual({ text: 'abcZ', cursor: 4 });
  });
});
