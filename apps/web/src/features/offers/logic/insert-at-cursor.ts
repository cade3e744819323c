/**
 * Puts `insert` where the selection is (replacing any selected text) and answers the new text
 * and where the cursor goes: just after what was inserted, so fields can be added one by one.
 */
export function insertAtCursor(
  text: string,
  insert: string,
  selection: { start: number; end: number } | null,
): { text: string; cursor: number } {
  const clamp = (n: number) => Math.min(Math.max(n, 0), text.length);
  const start = selection ? clamp(Math.min(selection.start, selection.end)) : text.length;
  const end = selection ? clamp(Math.max(selection.start, selection.end)) : text.length;
  return { text: text.slice(0, start) + insert + text.slice(end), cursor: start + insert.length };
}
