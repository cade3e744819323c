/**
 * A pure function of a string, with its latest answers kept: the same input again is answered
 * from memory, and past `max` inputs the least recently used is dropped. For the sanitisers: on
 * the server each page render builds a DOM to clean the footer and the shown job's description
 * in (jsdom: 3–7 ms each at 100,000 jobs, about a fifth of a search page's render), though the
 * footer is the same on every page and a job is shown again and again. Only for deterministic
 * functions: an answer is reused for as long as it is kept.
 */
export function rememberRecent<T>(fn: (input: string) => T, max: number): (input: string) => T {
  const kept = new Map<string, T>();
  return (input) => {
    if (kept.has(input)) {
      const answer = kept.get(input) as T;
      // A Map keeps insertion order: moved to the end, it is the most recently used.
      kept.delete(input);
      kept.set(input, answer);
      return answer;
    }
    const answer = fn(input);
    kept.set(input, answer);
    if (kept.size > max) kept.delete(kept.keys().next().value as string);
    return answer;
  };
}
