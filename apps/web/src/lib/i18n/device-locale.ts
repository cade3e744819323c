/*
 * The language chosen with the switcher on this device, kept in localStorage so a reload or a
 * later visit keeps it (a signed-in user's choice is also saved on the account). Storage may be
 * refused (private modes, blocked cookies): the choice then lasts for the page only.
 */
const key = 'oc-locale';

export function readDeviceLocale(): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeDeviceLocale(locale: string): void {
  try {
    window.localStorage.setItem(key, locale);
  } catch {
    // Not stored: the choice holds until the page is left.
  }
}
