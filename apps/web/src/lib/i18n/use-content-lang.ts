import { useTranslation } from 'react-i18next';
import { useBoot } from '../boot/use-boot.ts';
import { contentLang } from './content-lang.ts';

/** The `lang` a job's title and snippet need on this page (content-lang.ts), or undefined. */
export function useContentLang(jobLanguage: string | null | undefined): string | undefined {
  const { config } = useBoot();
  const { i18n } = useTranslation();
  return contentLang(jobLanguage, config.locale.default, i18n.language);
}
