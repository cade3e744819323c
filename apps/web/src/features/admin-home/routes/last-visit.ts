/** The admin's previous visit to the admin home, per site, kept in this browser. */
const key = (domain: string) => `oc.admin.lastVisit.${domain}`;

export function readLastVisit(domain: string): string | undefined {
  try {
    const value = window.localStorage.getItem(key(domain));
    return value && !Number.isNaN(Date.parse(value)) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function writeLastVisit(domain: string, at: Date): void {
  try {
    window.localStorage.setItem(key(domain), at.toISOString());
  } catch {
    // Private browsing without storage: every visit counts the last 7 days.
  }
}
