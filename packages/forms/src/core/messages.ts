/**
 * Every validation message of form-toolkit §5, word for word, keyed for i18n. Core returns
 * `{ key, params }` so the browser can translate (the web registers these keys under `forms.`
 * in its locale files) while the server, which has no i18n, renders the English defaults.
 * Placeholders use the spec's `%(name)s` form.
 */
export const defaultMessages = {
  required: 'This field is required',
  requiredNamed: '%(name)s is required',
  email: 'Email is invalid. Use the format "{email}".',
  dateRangeBoth: 'Please enter both a start and end date.',
  dateRangeFutureStart: 'Start date cannot be in the future',
  // The spec gives no message for an end before the start; the wording is ours.
  dateRangeOrder: 'The end date must be on or after the start date.',
  phone: 'Phone number is invalid. Only use digits (0-9), dashes (-) or parentheses ().',
  phoneCountry: 'Enter a valid phone number and country code.',
  ssn: 'Social security number is invalid. Enter in the format of XXX-XX-XXXX.',
  sin: 'Social insurance number is invalid. Enter in the format of XXX-XXX-XXX.',
  regex: 'Enter a valid value.',
  minLength: 'Enter at least %(count)s characters.',
  maxLength: 'Enter no more than %(count)s characters.',
  minValue: 'Enter a value greater than or equal to %(count)s.',
  maxValue: 'Enter a value less than or equal to %(count)s.',
  fileMinCount: 'Upload at least %(count)s file.',
  fileMaxCount: 'Upload no more than %(count)s files.',
  // §5 says only that the message lists the file names; the wording is ours.
  fileTooLarge: 'These files are larger than %(count)s MB: %(files)s',
  fileTotalTooLarge: 'The files together are larger than %(count)s MB.',
  fileType: 'These files are not of an allowed type: %(files)s',
  fileUploadFailed: 'File could not be uploaded',
  // The spec gives no message for these; ours say what to do.
  listMinLength: 'Add at least %(count)s items.',
  listMaxLength: 'Add no more than %(count)s items.',
  number: 'Enter digits only.',
  date: 'Enter a valid date.',
  dateOutOfRange: 'Choose a date in the allowed range.',
  choice: 'Choose one of the options.',
  invalidValue: 'This value is not valid.',
  unknownField: 'This field is not part of the form.',
} as const;

export type MessageKey = keyof typeof defaultMessages;
export type MessageParams = Record<string, string | number>;

/** A validation failure: a message key with its values, or the form author's own text. */
export interface FieldError {
  key: MessageKey;
  params?: MessageParams;
  /** A custom message from the rule; it overrides the default (§5). */
  custom?: string;
}

/**
 * Fills `%(name)s` placeholders and the `{name}` form the spec's email message uses; unknown
 * placeholders are left as they are.
 */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/%\((\w+)\)s|\{(\w+)\}/g, (whole, percent?: string, brace?: string) => {
    const name = percent ?? brace ?? '';
    return Object.hasOwn(params, name) ? String(params[name]) : whole;
  });
}

/** The address shown in the email message's `{email}`: a candidate sees a real example, not a placeholder. */
export const emailExample = 'name@example.com';
export const emailError: FieldError = { key: 'email', params: { email: emailExample } };

export type Translate = (key: MessageKey, params: MessageParams, fallback: string) => string;

/** English text of an error, or the translation the caller supplies. */
export function messageText(error: FieldError, translate?: Translate): string {
  if (error.custom) return interpolate(error.custom, error.params);
  const fallback = interpolate(defaultMessages[error.key], error.params);
  return translate ? translate(error.key, error.params ?? {}, fallback) : fallback;
}

/** The i18n namespace the web registers the messages under (`forms.messages.<key>`). */
export const messageI18nPrefix = 'forms.messages.';
