import { useState } from 'react';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import type { SubmitProblem } from './submit-problem-alert.tsx';

/**
 * What a candidate's form (assigned or public) shows when its submit failed: the server's
 * field errors beside their questions and the problem above the form. A 409 means the form
 * changed meanwhile: `onFormChanged` may reconcile the answers, else the problem offers a reload.
 */
export function useSubmitProblem(onFormChanged: (values: Record<string, unknown>) => Promise<boolean>) {
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [problem, setProblem] = useState<SubmitProblem>();

  const clear = () => {
    setProblem(undefined);
    setServerErrors(undefined);
  };

  /** A failed save or submit that is not about the form having changed. */
  const show = (err: unknown, stale = false) => {
    if (isApiRequestError(err) && err.fieldErrors) setServerErrors(err.fieldErrors);
    setProblem({ message: describeRequestError(err), stale });
  };

  /** A failed submit: a changed form is reconciled first when it can be. */
  const fail = async (err: unknown, values: Record<string, unknown>) => {
    const stale = isApiRequestError(err) && err.status === 409;
    if (stale && (await onFormChanged(values))) return;
    show(err, stale);
  };

  return { serverErrors, problem, clear, show, fail };
}
