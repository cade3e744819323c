import firstViewEn from 'virtual:en-messages/first-view';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from '../../locales/en.json';
import { pickLocale, requestedLocales } from './pick-locale.ts';

export type Messages = typeof en;

/*
 * English ships in the main bundle, split in two (build/messages-plugin.ts): the messages of
 * /careers, a search and a job page come with the entry, the rest is a chunk that
 * loadAllMessages fetches before any other page renders (docs/performance.md); every other locale is a JSON file next to en.json that
 * Vite turns into its own chunk, so adding a locale is adding a file.
 */
const otherLocales = import.meta.glob<Messages>(['../../locales/*.json', '!../../locales/en.json'], {
  import: 'default',
});

const localeOf = (path: string): string => path.replace(/^.*\/(.+)\.json$/, '$1');

export const availableLocales: readonly string[] = ['en', ...Object.keys(otherLocales).map(localeOf)];

async function loadMessages(locale: string): Promise<Messages | undefined> {
  const entry = Object.entries(otherLocales).find(([path]) => localeOf(path) === locale);
  return entry ? entry[1]() : undefined;
}

/** Picks the locale, loads its messages and marks the document with its language. */
export async function initI18n(): Promise<string> {
  const locale = pickLocale(
    requestedLocales(window.location.search, document.documentElement.lang, navigator.languages ?? []),
    availableLocales,
  );
  const resources: Record<string, { translation: Messages }> = {
    en: { translation: firstViewEn as Messages },
  };
  if (locale !== 'en') {
    const messages = await loadMessages(locale).catch(() => undefined);
    if (messages) resources[locale] = { translation: messages };
  }
  const lng = resources[locale] ? locale : 'en';
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources,
    // React escapes text itself; escaping here would double-escape names like "O'Brien".
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  document.documentElement.lang = lng;
  document.documentElement.dir = i18next.dir(lng);
  return lng;
}

let allMessages: Promise<void> | undefined;

/**
 * Adds the English messages that do not ship with the entry (all but the first view's). Pages
 * other than /careers, a search and a job page, and parts of those loaded later (the login
 * forms, the map), await it before they render, so no key shows untranslated. Loaded once;
 * a failed load is tried again on the next call.
 */
export function loadAllMessages(): Promise<void> {
  allMessages ??= import('virtual:en-messages/rest').then(
    (rest) => {
      i18next.addResourceBundle('en', 'translation', rest.default, true, false);
    },
    (error: unknown) => {
      allMessages = undefined;
      throw error;
    },
  );
  return allMessages;
}

export { i18next as i18n };
