import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useFormCallbacks } from '../../form-callbacks.tsx';
import { useFormServices } from '../../form-services.tsx';

/** Typing pauses this long before a search goes out, so a word typed is one request, not five. */
export const skillSearchDebounceMs = 300;
const minLength = 2;

/**
 * Skills matching what is typed, from the supplied search (the form's callback, else the
 * host's service). Answers to an older text are dropped; a failed search just shows nothing.
 */
export function useSkillSearch(text: string, chosen: string[]): string[] {
  const { searchSkills: own } = useFormCallbacks();
  const { searchSkills: host } = useFormServices();
  const search = own ?? host;
  const [term] = useDebouncedValue(text.trim(), skillSearchDebounceMs);
  const [found, setFound] = useState<{ term: string; skills: string[] }>({ term: '', skills: [] });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the term names the request; search is stable per host
  useEffect(() => {
    if (!search || term.length < minLength) return;
    let live = true;
    search(term).then(
      (skills) => live && setFound({ term, skills }),
      () => live && setFound({ term, skills: [] }),
    );
    return () => {
      live = false;
    };
  }, [term]);
  if (!search || term.length < minLength || found.term !== term || text.trim() === '') return [];
  const taken = new Set(chosen.map((s) => s.toLowerCase()));
  return found.skills.filter((s) => !taken.has(s.toLowerCase()));
}
