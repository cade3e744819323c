import type { UploadedFile } from '../core/values.ts';

/** An upload as the browser sends it (§3 value shape), with `bytes` zero bytes as its content. */
export const uploadedFile = (name: string, bytes: number): UploadedFile => ({
  uid: name,
  name,
  size: bytes,
  type: 'application/pdf',
  content: Buffer.alloc(bytes).toString('base64'),
  status: 'done',
});
