/**
 * The English messages a first visit to /careers, a search or a job page needs (issue 17,
 * docs/performance.md): the shell, search, job page and what they show (notifications, job
 * cart, login prompt, error toasts). They ship with the app's entry; every other message is in
 * a chunk that `loadAllMessages` (i18n.ts) fetches before any other page, and before the
 * lazily loaded parts of the public pages, render. A path is a top-level area of en.json or a
 * dotted path inside one. A component of the first view that uses a key outside these paths
 * would show the key until the rest arrives: add its path here.
 */
export const firstViewMessagePaths: readonly string[] = [
  'common',
  'shell',
  'pages',
  'errors',
  'crash',
  'notFound',
  'search',
  'positions',
  'savedSearches',
  'notifications',
  'jobCart',
  'terms',
  // Of these areas, only what the header, the login prompt and the match badge show at once;
  // the login forms, onboarding and admin pages load the rest before they render.
  'auth.modalTitle',
  'auth.protectedIntro',
  'auth.passwordStrength',
  'personalization.match',
  'personalization.strongMatch',
  'onboarding.bootstrappingTitle',
  'onboarding.bootstrappingMessage',
  'admin.forbiddenTitle',
  'admin.forbidden',
  'admin.nav',
  'adminHome.emailOff',
  'adminHome.emailOffBody',
  'adminHome.openOutbox',
  'applications.status',
  'siteSettings.nav',
  'themeBuilder.nav',
];

type Messages = { [key: string]: unknown };

function pathsUnder(paths: readonly string[], key: string): string[] {
  return paths.filter((p) => p.startsWith(`${key}.`)).map((p) => p.slice(key.length + 1));
}

/** Splits the messages in two: those at (or under) the paths, and all the others. */
export function splitMessages(
  messages: Messages,
  paths: readonly string[],
): { picked: Messages; rest: Messages } {
  const picked: Messages = {};
  const rest: Messages = {};
  for (const [key, value] of Object.entries(messages)) {
    if (paths.includes(key)) {
      picked[key] = value;
      continue;
    }
    const inner = pathsUnder(paths, key);
    if (inner.length > 0 && value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const split = splitMessages(value as Messages, inner);
      if (Object.keys(split.picked).length > 0) picked[key] = split.picked;
      if (Object.keys(split.rest).length > 0) rest[key] = split.rest;
    } else {
      rest[key] = value;
    }
  }
  return { picked, rest };
}
