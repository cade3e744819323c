import { createContext, type ReactNode, useContext } from 'react';
import {
  type FieldError,
  interpolate,
  type MessageParams,
  messageText,
  type Translate,
} from '../core/messages.ts';
import { defaultUiTexts, type UiTextKey } from '../core/ui-texts.ts';

/**
 * How the renderer gets its words. The web app supplies translators backed by i18next
 * (`forms.ui.*`, `forms.messages.*`); without a provider the English defaults are used.
 */
export interface FormTexts {
  ui: (key: UiTextKey, params?: MessageParams) => string;
  message: Translate;
}

const englishTexts: FormTexts = {
  ui: (key, params) => interpolate(defaultUiTexts[key], params),
  message: (_key, _params, fallback) => fallback,
};

const FormTextsContext = createContext<FormTexts>(englishTexts);

export function FormTextsProvider({ texts, children }: { texts: FormTexts; children: ReactNode }) {
  return <FormTextsContext.Provider value={texts}>{children}</FormTextsContext.Provider>;
}

export function useFormTexts() {
  const texts = useContext(FormTextsContext);
  return {
    ui: texts.ui,
    error: (error: FieldError | undefined) => (error ? messageText(error, texts.message) : undefined),
  };
}
