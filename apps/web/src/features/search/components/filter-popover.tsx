import { Button, Popover } from '@mantine/core';
import type { FilterDefinition } from '@opencareers/contracts/search';
import { IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../lib/hydration/use-hydrated.ts';
import { useLazyDropdown } from '../../../lib/overlays/use-overlay-mount.ts';
import { filterTitle } from '../logic/filter-labels.ts';

interface FilterPopoverProps {
  filter: FilterDefinition;
  /** How many of its options are chosen. */
  count: number;
  children: ReactNode;
}

/**
 * One filter of the desktop row: a button that opens its options.
 * Two things wait (issue 17, Total Blocking Time on a phone). The options are mounted the first
 * time it opens (lib/overlays/use-overlay-mount.ts). And the Popover itself comes after
 * hydration: a Popover's target sets state as soon as it is attached (floating-ui keeps the
 * element in state), so nine of them re-rendered synchronously in hydration's own long task.
 * Until then the same button stands alone, and a click on it (one held by public/before-app.js
 * included) opens the filter all the same. On a phone the row is gone by then (compact).
 */
export function FilterPopover({ filter, count, children }: FilterPopoverProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const dropdown = useLazyDropdown();
  const button = {
    variant: count > 0 ? 'light' : 'default',
    radius: 'xl',
    size: 'sm',
    rightSection: <IconChevronDown size={14} />,
    children: (
      <>
        {filterTitle(t, filter)}
        {count > 0 ? ` · ${count}` : ''}
      </>
    ),
  } as const;
  if (!hydrated && !dropdown.mounted)
    return <Button {...button} aria-haspopup="dialog" aria-expanded={false} onClick={dropdown.toggle} />;
  return (
    <Popover
      position="bottom-start"
      shadow="md"
      width={280}
      trapFocus
      opened={dropdown.opened}
      onChange={dropdown.onChange}
    >
      <Popover.Target>
        <Button {...button} onClick={dropdown.toggle} />
      </Popover.Target>
      {dropdown.mounted ? <Popover.Dropdown>{children}</Popover.Dropdown> : null}
    </Popover>
  );
}
