import type { Messages } from './i18n.ts';

/*
 * Every locale's messages but English: each JSON file next to en.json is its own chunk. This map
 * of loaders is itself loaded only when a language other than English is shown, so adding a
 * locale adds nothing to the first load of an English page (docs/i18n.md). Which locales exist
 * comes from the registry's status, which locale-files.test.ts keeps in step with these files.
 */
const loaders = import.meta.glob<Messages>(['../../locales/*.json', '!../../locales/en.json'], {
  import: 'default',
});

const localeOf = (path: string): string => path.replace(/^.*\/(.+)\.json$/, '$1');

/** The messages of a locale with a file; undefined when it has none. */
export function loadLocaleFile(locale: string): Promise<Messages> | undefined {
  const entry = Object.entries(loaders).find(([path]) => localeOf(path) === locale);
  return entry?.[1]();
}
