import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Poppler's `pdfsig` report on a PDF: a standard tool, not ours, reading the file's digital
 * signatures. It exits non-zero when a certificate is not trusted by a CA (our per-tenant
 * certificate is self-made), yet the report is written all the same, so it is read either way.
 */
export function pdfsig(bytes: Uint8Array): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oc-e2e-pdfsig-'));
  const file = path.join(dir, 'signed.pdf');
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync('pdfsig', [file], { encoding: 'utf8' });
  } catch (err) {
    const out = (err as { stdout?: string }).stdout;
    if (typeof out === 'string' && out.length > 0) return out;
    throw err;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
