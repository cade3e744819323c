export { LanguageMenu } from './components/language-menu.tsx';
export { LanguageSelect } from './components/language-select.tsx';
export { useSavedLocale } from './hooks/use-saved-locale.ts';
