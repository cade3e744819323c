/** Rule types a field's `rules` list may hold (form-toolkit §5). */
export const ruleTypes = [
  'required',
  'email',
  'phone',
  'regex',
  'minLength',
  'maxLength',
  'minValue',
  'maxValue',
  'ssn',
  'sin',
  'maxFileSizeMB',
  'maxCumulativeFileSizeMB',
] as const;
export type RuleType = (typeof ruleTypes)[number];
