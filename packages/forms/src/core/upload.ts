/** §5 default allowed file types. */
export const defaultAllowedTypes = ['doc', 'docx', 'pdf', 'txt', 'png', 'jpg', 'jpeg'];

/**
 * The per-file limit of an upload field that sets none (fileUploadOptions.uploadSize or a
 * maxFileSizeMB rule): bounds what one answer may weigh, well under the 40 MB request limit.
 */
export const defaultMaxFileMB = 10;

/** §5 multiple upload is enabled only if the maximum is above 1. */
export function allowsMultiple(rules: { type: string; value?: unknown }[] | undefined): boolean {
  const max = rules?.find((r) => r.type === 'maxLength')?.value;
  return max === undefined ? false : Number(max) > 1;
}
