import {
  type ColumnMapping,
  type ImportField,
  importFields,
  requiredImportFields,
} from '@opencareers/contracts/admin-import';

/** The required fields that no column fills yet (the dry run waits for them). */
export const missingFields = (mapping: ColumnMapping): ImportField[] =>
  requiredImportFields.filter((f) => !mapping[f]);

/** The same mapping with every field present (null where no column is chosen), as the server expects. */
export const completeMapping = (mapping: ColumnMapping): ColumnMapping =>
  Object.fromEntries(importFields.map((f) => [f, mapping[f] ?? null]));

/** Percent written of the rows that will be written (the refused ones never are). */
export const progressPercent = (run: { processed: number; rows: number; refused: number }) => {
  const total = run.rows - run.refused;
  return total <= 0 ? 100 : Math.min(100, Math.round((run.processed / total) * 100));
};
