import firstViewEn from 'virtual:en-messages/first-view';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messageNumberFormat } from '../lib/i18n/format-number.ts';
import { availableLocales, type Messages } from '../lib/i18n/i18n.ts';
import { loadLocaleFile } from '../lib/i18n/locale-files.ts';

/*
 * The server renders with the app's one i18next instance (the components read it directly),
 * holding the messages the browser holds when it hydrates: English's first-view part and the
 * page's locale file. A render is synchronous, so switching the language right before it is
 * safe between requests.
 */
let ready: Promise<unknown> | undefined;

/** Loads the locale's messages once (English's first view always); unknown locales show English. */
export async function loadServerLocale(locale: string): Promise<void> {
  ready ??= i18next
    .use(initReactI18next)
    .init({
      lng: 'en',
      fallbackLng: 'en',
      resources: { en: { translation: firstViewEn as Messages } },
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
      initAsync: false,
    })
    .then(() => {
      // The browser's number format (lib/i18n/i18n.ts), so both write counts alike. Once.
      i18next.services.formatter?.add('number', messageNumberFormat);
    });
  await ready;
  if (locale === 'en' || !availableLocales.includes(locale)) return;
  if (i18next.hasResourceBundle(locale, 'translation')) return;
  const messages = await loadLocaleFile(locale);
  if (messages) i18next.addResourceBundle(locale, 'translation', messages, true, true);
}

/** Runs a synchronous render with i18next switched to the locale (its messages loaded). */
export function inLocale<T>(locale: string, renderPage: () => T): T {
  const lng = i18next.hasResourceBundle(locale, 'translation') ? locale : 'en';
  // With the messages in and no backend, changeLanguage switches synchronously.
  void i18next.changeLanguage(lng);
  if (i18next.language !== lng) throw new Error(`i18next did not switch to ${lng} synchronously`);
  return renderPage();
}
