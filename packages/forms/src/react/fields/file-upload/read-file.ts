import type { UploadedFile } from '../../../core/values.ts';

/** §3 uploaded-file value: metadata plus the content as base64. */
export function readUploadedFile(file: File): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('File could not be read'));
    reader.onload = () => {
      const url = String(reader.result ?? '');
      resolve({
        uid: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
        name: file.name,
        size: file.size,
        type: file.type,
        lastModified: file.lastModified,
        webkitRelativePath: file.webkitRelativePath ?? '',
        content: url.slice(url.indexOf(',') + 1),
        status: 'done',
      });
    };
    reader.readAsDataURL(file);
  });
}
