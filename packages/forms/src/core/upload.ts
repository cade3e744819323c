/** §5 default allowed file types. */
export const defaultAllowedTypes = ['doc', 'docx', 'pdf', 'txt', 'png', 'jpg', 'jpeg'];

/** §5 multiple upload is enabled only if the maximum is above 1. */
export function allowsMultiple(rules: { type: string; value?: unknown }[] | undefined): boolean {
  const max = rules?.find((r) => r.type === 'maxLength')?.value;
  return max === undefined ? false : Number(max) > 1;
}
