import { Center, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import responsive from '../../../lib/responsive/responsive.module.css';
import { useMinWidth } from '../../../lib/responsive/use-min-width.ts';
import { PAGE_SIZE } from '../logic/search-url-state.ts';
import classes from './results-pager.module.css';

interface ResultsPagerProps {
  total: number;
  start: number;
  onPage: (start: number) => void;
}

/** Pages of ten (search §9). */
export function ResultsPager({ total, start, onPage }: ResultsPagerProps) {
  const { t } = useTranslation();
  // Below 480 px one neighbour each side of the current page made nine controls, which wrapped
  // the next arrow onto a second line at 390 px: seven controls fit on one line down to 320 px.
  // Unknown on a server page (lib/responsive): both forms, each shown by CSS at its widths.
  const wide = useMinWidth(480);
  const pages = Math.ceil(total / PAGE_SIZE);
  if (pages <= 1) return null;
  const pager = (narrow: boolean, className?: string) => (
    <Pagination
      className={className}
      total={pages}
      value={Math.floor(start / PAGE_SIZE) + 1}
      onChange={(page) => onPage((page - 1) * PAGE_SIZE)}
      siblings={narrow ? 0 : 1}
      boundaries={1}
      gap={narrow ? 6 : 8}
      radius="md"
      getControlProps={(control) => ({
        'aria-label': t(`search.pageControl.${control}`),
      })}
      getItemProps={(page) => ({ 'aria-label': t('search.pageNumber', { page }) })}
    />
  );
  return (
    <Center component="nav" aria-label={t('search.pagination')} mt="lg" className={classes.pager}>
      {wide === undefined ? (
        <>
          {pager(true, responsive.below480)}
          {pager(false, responsive.from480)}
        </>
      ) : (
        pager(!wide)
      )}
    </Center>
  );
}
