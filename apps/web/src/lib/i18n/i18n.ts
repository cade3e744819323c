import firstViewEn from 'virtual:en-messages/first-view';
import { noNesting } from '@opencareers/contracts/i18next-no-nesting';
import { uiLocales } from '@opencareers/contracts/ui-locales';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from '../../locales/en.json';
import { readDeviceLocale } from './device-locale.ts';
import { messageNumberFormat } from './format-number.ts';
import { isolateValue, setPageDirection } from './isolate-values.ts';
import { directionOf } from './locale-registry.ts';
import { pickLocale, requestedLocales } from './pick-locale.ts';
import { type SiteLocales, siteLocalesFromDocument } from './site-locales.ts';

export type Messages = typeof en;

/*
 * English ships in the main bundle, split in two (build/messages-plugin.ts): the messages of
 * /careers, a search and a job page come with the entry, the rest is a chunk that
 * loadAllMessages fetches before any other page renders (docs/performance.md). Every other
 * locale is a JSON file next to en.json that Vite turns into its own chunk, fetched only when
 * that locale is shown (through locale-files.ts, itself loaded then), so adding a locale is
 * adding a file and its registry status (docs/i18n.md). A key missing from a locale's file falls
 * back to English, key by key.
 */

/**
 * Locales with a messages file: the only ones the app picks or offers. Read from the registry
 * (a `complete` or `incomplete` locale has a file, a `planned` one none; locale-files.test.ts
 * checks it), so the first load carries no list of files.
 */
export const availableLocales: readonly string[] = uiLocales
  .filter((l) => l.status !== 'planned')
  .map((l) => l.code);

async function loadMessages(locale: string): Promise<Messages | undefined> {
  const { loadLocaleFile } = await import('./locale-files.ts');
  return loadLocaleFile(locale);
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
  setPageDirection(directionOf(locale));
}

/** The company's languages: from the served page at start, then from boot (setSiteLocales). */
let site: SiteLocales = { offered: availableLocales, fallback: 'en' };

/** The languages this site offers and its default (see site-locales.ts). */
export const currentSiteLocales = (): SiteLocales => site;

/** Boot told the company's languages: later picks and switches keep to them. */
export function setSiteLocales(next: SiteLocales): void {
  site = next;
}

/**
 * Picks the locale among the site's languages (the company's default when none requested is
 * offered), loads its messages and marks the document with its language and direction. `saved`
 * is the signed-in user's choice when the page brought it (a server-rendered page's boot).
 */
export async function initI18n({ saved = null }: { saved?: string | null } = {}): Promise<string> {
  site = siteLocalesFromDocument(document.documentElement, availableLocales);
  const wanted = pickLocale(
    requestedLocales({
      search: window.location.search,
      saved,
      device: readDeviceLocale(),
      browser: navigator.languages ?? [],
    }),
    site.offered,
    site.fallback,
  );
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: firstViewEn as Messages } },
    // React escapes text itself, so i18next's escaping does not (it would double-escape names
    // like "O'Brien"): its hook only isolates left-to-right values on a right-to-left page.
    // No `$t(…)` nesting: filled-in text holds people's words, such as a search from a link.
    interpolation: { escapeValue: true, escape: isolateValue, ...noNesting },
    returnNull: false,
    showSupportNotice: false,
  });
  i18next.services.formatter?.add('number', messageNumberFormat);
  const lng = (await ensureMessages(wanted)) ? wanted : 'en';
  if (lng !== 'en') await i18next.changeLanguage(lng);
  markDocument(lng);
  return lng;
}

/**
 * Shows the app in another of the site's languages: loads its messages first (so nothing
 * flashes as English), then switches and marks the document. Answers the locale shown.
 */
export async function changeLocale(locale: string): Promise<string> {
  const lng = pickLocale([locale], site.offered, site.fallback);
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
