import firstViewEn from 'virtual:en-messages/first-view';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from '../../locales/en.json';
import { readDeviceLocale } from './device-locale.ts';
import { directionOf } from './locale-registry.ts';
import { pickLocale, requestedLocales } from './pick-locale.ts';

export type Messages = typeof en;

/*
 * English ships in the main bundle, split in two (build/messages-plugin.ts): the messages of
 * /careers, a search and a job page come with the entry, the rest is a chunk that
 * loadAllMessages fetches before any other page renders (docs/performance.md). Every other
 * locale is a JSON file next to en.json that Vite turns into its own chunk, fetched only when
 * that locale is shown, so adding a locale is adding a file (docs/i18n.md). A key missing from
 * a locale's file falls back to English, key by key.
 */
const otherLocales = import.meta.glob<Messages>(['../../locales/*.json', '!../../locales/en.json'], {
  import: 'default',
});

const localeOf = (path: string): string => path.replace(/^.*\/(.+)\.json$/, '$1');

/** Locales with a messages file: the only ones the app picks or offers. */
export const availableLocales: readonly string[] = ['en', ...Object.keys(otherLocales).map(localeOf)];

async function loadMessages(locale: string): Promise<Messages | undefined> {
  const entry = Object.entries(otherLocales).find(([path]) => localeOf(path) === locale);
  return entry ? entry[1]() : undefined;
}

/** Loads a locale's messages once; false when it has no file or its chunk failed to load. */
async function ensureMessages(locale: string): Promise<boolean> {
  if (locale === 'en' || i18next.hasResourceBundle(locale, 'translation')) return true;
  const messages = await loadMessages(locale).catch(() => undefined);
  if (!messages) return false;
  i18next.addResourceBundle(locale, 'translation', messages, true, true);
  return true;
}

function markDocument(locale: string): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

/** Picks the locale, loads its messages and marks the document with its language and direction. */
export async function initI18n(): Promise<string> {
  const wanted = pickLocale(
    requestedLocales({
      search: window.location.search,
      device: readDeviceLocale(),
      htmlLang: document.documentElement.lang,
      browser: navigator.languages ?? [],
    }),
    availableLocales,
  );
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: firstViewEn as Messages } },
    // React escapes text itself; escaping here would double-escape names like "O'Brien".
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  const lng = (await ensureMessages(wanted)) ? wanted : 'en';
  if (lng !== 'en') await i18next.changeLanguage(lng);
  markDocument(lng);
  return lng;
}

/**
 * Shows the app in another available locale: loads its messages first (so nothing flashes as
 * English), then switches and marks the document. Answers the locale shown.
 */
export async function changeLocale(locale: string): Promise<string> {
  const lng = pickLocale([locale], availableLocales);
  if (!(await ensureMessages(lng))) return i18next.language;
  await i18next.changeLanguage(lng);
  markDocument(lng);
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
