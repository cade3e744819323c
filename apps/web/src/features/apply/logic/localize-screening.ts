import type { FormDto } from '@opencareers/contracts/forms';
import { isScreeningFieldName, yesNoChoices } from '@opencareers/contracts/screening-questions';

type Definition = FormDto['definition'];

export interface ScreeningTexts {
  title: string;
  yes: string;
  no: string;
}

/**
 * The server adds a job's screening questions as the apply form's last section, titled and with
 * Yes/No choices in English (contracts/screening-questions.ts); this puts them in the page's
 * language. The questions themselves are the company's own words and stay as written.
 */
export function localizeScreening(definition: Definition, texts: ScreeningTexts): Definition {
  const yesNo: Record<string, string> = { yes: texts.yes, no: texts.no };
  const isYesNo = (choices: { value: string | number }[] | undefined) =>
    choices?.length === yesNoChoices.length && choices.every((c, i) => c.value === yesNoChoices[i]!.value);
  return {
    ...definition,
    sections: definition.sections.map((section) => {
      if (!section.items.length || !section.items.every((f) => isScreeningFieldName(f.name))) return section;
      return {
        ...section,
        title: texts.title,
        items: section.items.map((f) =>
          f.type === 'radio' && isYesNo(f.radioOptions?.choices)
            ? {
                ...f,
                radioOptions: {
                  ...f.radioOptions!,
                  choices: f.radioOptions!.choices!.map((c) => ({
                    ...c,
                    label: yesNo[String(c.value)] ?? c.label,
                  })),
                },
              }
            : f,
        ),
      };
    }),
  };
}
