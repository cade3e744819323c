import type { z } from 'zod';
import { looksLikeEmail } from './looks-like-email.ts';

/**
 * In a form schema's superRefine: refuses an address that is plainly not one with the form's
 * own translated sentence, before the contract's emailSchema (English, the server's) sees it.
 */
export function emailIssue(ctx: z.RefinementCtx, value: string, message: string, path = 'email') {
  if (!looksLikeEmail(value.trim())) ctx.addIssue({ code: 'custom', path: [path], message });
}
