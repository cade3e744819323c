import { resumeErrorCodes, resumeLimits } from '@opencareers/contracts/resume';
import { refuse } from './refusal.ts';

const header = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)?((?:;[a-z0-9-]+=[^;,]*)*)(;base64)?,/i;

/**
 * Decodes the `resume_content` data URL (spec §7). Only base64 data URLs are taken (a file
 * read by FileReader.readAsDataURL); the size is checked from the length before decoding.
 */
export function decodeDataUrl(value: string): { declaredType: string; bytes: Uint8Array } {
  const match = header.exec(value.slice(0, 300));
  if (!match?.[3]) throw refuse(resumeErrorCodes.badDataUrl);
  const payload = value.slice(match[0].length).replace(/\s+/g, '');
  if (payload.length === 0) throw refuse(resumeErrorCodes.empty);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload) || payload.length % 4 !== 0)
    throw refuse(resumeErrorCodes.badDataUrl);
  if ((payload.length / 4) * 3 - (payload.match(/=+$/)?.[0].length ?? 0) > resumeLimits.maxBytes)
    throw refuse(resumeErrorCodes.tooLarge);
  const bytes = new Uint8Array(Buffer.from(payload, 'base64'));
  return { declaredType: (match[1] ?? '').toLowerCase(), bytes };
}
