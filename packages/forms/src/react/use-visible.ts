import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { stepperTimings } from '../core/state/stepper-state.ts';
import type { VisibilityRule } from '../core/visibility.ts';
import { evaluateVisibility, visibilityDependencies } from '../core/visibility.ts';

/**
 * §4: a field with a visibility rule is hidden when it returns false, evaluated on the
 * watched dependency values, debounced by 50 ms. `prefix` scopes names inside a list row.
 */
export function useVisible(rule: VisibilityRule | undefined, prefix = ''): boolean {
  const deps = useMemo(() => [...new Set(visibilityDependencies(rule))], [rule]);
  const watched = useWatch({ name: deps.map((d) => `${prefix}${d}`) }) as unknown[];
  const evaluate = () => evaluateVisibility(rule, Object.fromEntries(deps.map((d, i) => [d, watched[i]])));
  const [visible, setVisible] = useState(evaluate);
  const key = JSON.stringify(watched);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the watched values change (key)
  useEffect(() => {
    if (!rule) return;
    const timer = setTimeout(() => setVisible(evaluate()), stepperTimings.visibilityDebounceMs);
    return () => clearTimeout(timer);
  }, [key, rule]);
  return rule ? visible : true;
}
