import type { LinkItem } from '@opencareers/contracts/profile';

const urlPattern =
  /\b(?:https?:\/\/[^\s<>"'|,;]+|(?:www\.)[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:\/[^\s<>"'|,;]*)?|(?:linkedin\.com|github\.com|gitlab\.com|behance\.net|dribbble\.com|xing\.com)\/[^\s<>"'|,;]+)/gi;

const labels: [RegExp, string][] = [
  [/linkedin\./i, 'LinkedIn'],
  [/github\./i, 'GitHub'],
  [/gitlab\./i, 'GitLab'],
  [/behance\./i, 'Behance'],
  [/dribbble\./i, 'Dribbble'],
  [/xing\./i, 'XING'],
];

/** Web addresses in the text, as https URLs the profile accepts (emails are not links). */
export function findLinks(text: string): LinkItem[] {
  const seen = new Set<string>();
  const links: LinkItem[] = [];
  for (const match of text.matchAll(urlPattern)) {
    const before = text[(match.index ?? 0) - 1];
    if (before === '@' || before === '.') continue;
    const raw = match[0].replace(/[).,;:]+$/, '');
    const url = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
    try {
      const parsed = new URL(url);
      if (!parsed.hostname.includes('.')) continue;
    } catch {
      continue;
    }
    const key = url.toLowerCase().replace(/\/$/, '');
    if (seen.has(key)) continue;
    seen.add(key);
    links.push({ label: labels.find(([re]) => re.test(url))?.[1] ?? 'Website', url });
  }
  return links.slice(0, 20);
}
