import { allFields, type FormDefinition } from '@opencareers/forms/core/definition-schema';
import { isFileType } from '@opencareers/forms/core/field-types';
import { defaultMessages, interpolate } from '@opencareers/forms/core/messages';
import { defaultAllowedTypes } from '@opencareers/forms/core/upload';
import type { UploadedFile } from '@opencareers/forms/core/values';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/client.ts';
import { pdfUploadProblem } from '../files/pdf-active-content.ts';
import type { FileStorage } from '../files/storage.ts';

/*
 * Uploads arrive inside the answers as base64 (form-toolkit §3 value shape). Before anything
 * is stored, each file is judged by its bytes (file-type), never by its name or declared type;
 * then its bytes go to the file storage and the answers keep only a reference.
 */

export const uploadPrefix = 'form-uploads';

/** What the stored answers hold in place of an uploaded file. */
export interface StoredUploadRef {
  uid: string;
  name: string;
  size: number;
  type: string;
  fileId: string;
  status: 'done';
}

interface Upload {
  file: UploadedFile;
  bytes: Uint8Array;
  contentType: string;
}

/** Types that have no magic number: accepted only when the bytes read as text. */
const textTypes: Record<string, string> = { txt: 'text/plain', csv: 'text/csv' };
/** Names file-type gives that stand for an extension people use (jpeg/jpg, old Office files). */
const sameAs: Record<string, string[]> = {
  jpg: ['jpg', 'jpeg'],
  jpeg: ['jpg', 'jpeg'],
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  tif: ['tif', 'tiff'],
  tiff: ['tif', 'tiff'],
};

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

function decodeBase64(content: string): Uint8Array | undefined {
  const b64 = content.replace(/^data:[^,]*,/, '').replace(/\s/g, '');
  if (b64.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(b64)) return undefined;
  return Buffer.from(b64, 'base64');
}

function readsAsText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The content type the bytes prove, when they prove the declared extension; else undefined. */
async function sniff(name: string, bytes: Uint8Array, allowed: string[]): Promise<string | undefined> {
  const ext = extensionOf(name);
  if (!allowed.includes(ext)) return undefined;
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return textTypes[ext] && readsAsText(bytes) ? textTypes[ext] : undefined;
  return (sameAs[ext] ?? [ext]).includes(found.ext) ? found.mime : undefined;
}

/** Every file answer of the form, top level and inside list rows, with where it sits. */
function* fileAnswers(definition: FormDefinition, values: Record<string, unknown>) {
  for (const field of allFields(definition)) {
    const value = values[field.name];
    if (isFileType(field.type) && Array.isArray(value))
      yield { field, path: [field.name], files: value as UploadedFile[] };
    if (field.type === 'dynamicList' && Array.isArray(value))
      for (const [row, entry] of value.entries())
        for (const leaf of field.dynamicListOptions?.items ?? []) {
          const files = (entry as Record<string, unknown> | null)?.[leaf.name];
          if (isFileType(leaf.type) && Array.isArray(files))
            yield { field: leaf, path: [field.name, row, leaf.name], files: files as UploadedFile[] };
        }
  }
}

/**
 * Checks the bytes of every upload in validated answers: base64 that does not decode is
 * "File could not be uploaded"; bytes that are not the allowed type their name claims are
 * listed with the §5 type message. Answers errors by field path, or the decoded uploads.
 */
export async function inspectUploads(definition: FormDefinition, values: Record<string, unknown>) {
  const errors: Record<string, string> = {};
  const uploads = new Map<UploadedFile, Upload>();
  for (const { field, path, files } of fileAnswers(definition, values)) {
    const allowed = (field.fileUploadOptions?.allowedTypes ?? defaultAllowedTypes).map((t) =>
      t.toLowerCase(),
    );
    const bad: string[] = [];
    let broken = false;
    let pdfProblem: string | undefined;
    for (const file of files) {
      const bytes = decodeBase64(file.content);
      if (!bytes || bytes.byteLength === 0) {
        broken = true;
        continue;
      }
      const contentType = await sniff(file.name, bytes, allowed);
      if (!contentType) {
        bad.push(file.name);
        continue;
      }
      // Résumés and other PDFs: the shared check for scripts, automatic actions and embedded files.
      const problem = contentType === 'application/pdf' ? await pdfUploadProblem(bytes) : undefined;
      if (problem) pdfProblem ??= problem;
      else uploads.set(file, { file, bytes, contentType });
    }
    const key = path.join('.');
    if (broken) errors[key] = defaultMessages.fileUploadFailed;
    else if (pdfProblem) errors[key] = pdfProblem;
    else if (bad.length) errors[key] = interpolate(defaultMessages.fileType, { files: bad.join(', ') });
  }
  return { errors, uploads };
}

/**
 * Stores each upload and answers the values with references in place of the files. Runs
 * inside the caller's transaction, so a submission that fails leaves no files behind.
 */
export async function storeUploads(
  db: Db,
  storage: FileStorage,
  tenantId: string,
  definition: FormDefinition,
  values: Record<string, unknown>,
  uploads: Map<UploadedFile, Upload>,
): Promise<Record<string, unknown>> {
  const out = structuredClone(values);
  const put = async (file: UploadedFile): Promise<StoredUploadRef> => {
    const upload = uploads.get(file);
    if (!upload) throw new Error('An upload was not inspected before storing');
    const stored = await storage.put(db, tenantId, {
      content: upload.bytes,
      contentType: upload.contentType,
      filename: file.name,
      prefix: uploadPrefix,
    });
    return {
      uid: file.uid,
      name: file.name,
      size: upload.bytes.byteLength,
      type: upload.contentType,
      fileId: stored.key.slice(uploadPrefix.length + 1),
      status: 'done',
    };
  };
  for (const { path, files } of fileAnswers(definition, values)) {
    const refs: StoredUploadRef[] = [];
    for (const file of files) refs.push(await put(file));
    let target = out as Record<string | number, unknown>;
    for (const step of path.slice(0, -1)) target = target[step] as Record<string | number, unknown>;
    target[path.at(-1) as string] = refs;
  }
  return out;
}

/** The file ids a stored submission's answers refer to (top level and list rows). */
export function referencedFileIds(answers: unknown): Set<string> {
  const ids = new Set<string>();
  const walk = (v: unknown, depth: number) => {
    if (depth > 6 || v === null || typeof v !== 'object') return;
    if (Array.isArray(v)) for (const x of v) walk(x, depth + 1);
    else {
      const o = v as Record<string, unknown>;
      if (typeof o.fileId === 'string' && o.status === 'done') ids.add(o.fileId);
      else for (const x of Object.values(o)) walk(x, depth + 1);
    }
  };
  walk(answers, 0);
  return ids;
}
