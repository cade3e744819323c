export { LanguageMenu } from './components/language-menu.tsx';
export { LanguageSelect } from './components/language-select.tsx';
export { useSiteLocale } from './hooks/use-site-locale.ts';
