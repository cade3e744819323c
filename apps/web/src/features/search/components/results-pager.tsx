import { Center, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '../logic/search-url-state.ts';

interface ResultsPagerProps {
  total: number;
  start: number;
  onPage: (start: number) => void;
}

/** Pages of ten (search §9). */
export function ResultsPager({ total, start, onPage }: ResultsPagerProps) {
  const { t } = useTranslation();
  const pages = Math.ceil(total / PAGE_SIZE);
  if (pages <= 1) return null;
  return (
    <Center component="nav" aria-label={t('search.pagination')} mt="lg">
      <Pagination
        total={pages}
        value={Math.floor(start / PAGE_SIZE) + 1}
        onChange={(page) => onPage((page - 1) * PAGE_SIZE)}
        siblings={1}
        boundaries={1}
        radius="md"
        getControlProps={(control) => ({
          'aria-label': t(`search.pageControl.${control}`),
        })}
        getItemProps={(page) => ({ 'aria-label': t('search.pageNumber', { page }) })}
      />
    </Center>
  );
}
