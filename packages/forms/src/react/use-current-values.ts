import { useFormContext } from 'react-hook-form';

/**
 * For controls a host page puts beside submit (FormRenderer's `actions`, e.g. "save for
 * later"): reads the answers typed so far, without validating or submitting them.
 */
export function useCurrentValues(): () => Record<string, unknown> {
  const form = useFormContext();
  return () => form.getValues() as Record<string, unknown>;
}
