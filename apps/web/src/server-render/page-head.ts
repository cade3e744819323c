import type { BootData } from '@opencareers/contracts/boot';
import type { PageId } from '@opencareers/contracts/page-ids';
import type { SearchData } from '@opencareers/contracts/search';
import { resolvePageTitle } from '../features/shell/logic/resolve-page-title.ts';
import { i18n } from '../lib/i18n/i18n.ts';
import { searchTermsFrom } from '../lib/url/search-terms.ts';

export interface PageHeadInput {
  pageId: PageId;
  boot: BootData;
  params: Record<string, string | undefined>;
  search: string;
  /** The job the page is about (the job page), by name. */
  positionName?: string;
  /** The search's answer (the search page). */
  results?: SearchData;
}

/** Room Google shows of a description; longer ones are cut mid-word. */
const descriptionLength = 160;

/**
 * The document title and description of a server-rendered page, in the page's locale (call it
 * inside inLocale): the title the app's shell gives the same page once it runs (spec shell §2,
 * resolvePageTitle, which the shell's useDocumentTitle calls too), so the tab does not change
 * on hydration; the description names the first jobs a search found, for link previews and
 * search engines. No description (undefined) leaves the site's own.
 */
export function pageHead(input: PageHeadInput): { title: string; description?: string } {
  const t = i18n.t.bind(i18n);
  const { config } = input.boot;
  const branding = config.pcsxConfig.branding;
  const map = config.pcsxConfig.searchConfig.mapConfig;
  const title = resolvePageTitle(
    {
      pageId: input.pageId,
      configuredTitles: branding.pageTitles,
      searchTerms: searchTermsFrom(input.params, input.search),
      positionName: input.positionName?.trim() || null,
      companyName: branding.companyName,
      // The search page's own title while its map is open (it opens by default when configured).
      pageOverride: input.pageId === 'jobs' && map.enabled && map.openByDefault ? t('search.mapTitle') : null,
    },
    {
      queryAtLocation: (query, location) => t('shell.queryAtLocation', { query, location }),
      positionAtCompany: (position, companyName) => t('shell.positionAtCompany', { position, companyName }),
      careersAt: (companyName) => t('shell.careersAt', { companyName }),
    },
  );
  const names = (input.results?.positions ?? []).slice(0, 5).map((p) => p.name.trim());
  const terms = searchTermsFrom(input.params, input.search);
  if (!names.length || !(terms.query || terms.location)) return { title };
  return { title, description: clip(`${title}: ${names.join(' · ')}`) };
}

function clip(text: string): string {
  if (text.length <= descriptionLength) return text;
  const cut = text.slice(0, descriptionLength - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), descriptionLength / 2)).trimEnd()}…`;
}
