import type { PageId } from '@opencareers/contracts/page-ids';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { usePageTitleOverride } from '../../../lib/page-title/page-title-override.ts';
import { usePositionTitle } from '../../../lib/page-title/position-title.ts';
import type { SearchTerms } from '../../../lib/url/search-terms.ts';
import { resolvePageTitle } from '../logic/resolve-page-title.ts';

export function useDocumentTitle(pageId: PageId | undefined, searchTerms: SearchTerms): void {
  const { t } = useTranslation();
  const branding = useBoot().config.pcsxConfig.branding;
  const positionName = usePositionTitle();
  const pageOverride = usePageTitleOverride();
  const title = resolvePageTitle(
    {
      pageId,
      configuredTitles: branding.pageTitles,
      searchTerms,
      positionName,
      companyName: branding.companyName,
      pageOverride,
    },
    {
      queryAtLocation: (query, location) => t('shell.queryAtLocation', { query, location }),
      positionAtCompany: (position, companyName) => t('shell.positionAtCompany', { position, companyName }),
      careersAt: (companyName) => t('shell.careersAt', { companyName }),
    },
  );
  useEffect(() => {
    document.title = title;
  }, [title]);
}
