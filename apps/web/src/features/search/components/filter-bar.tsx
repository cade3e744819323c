import { Accordion, Badge, Button, CloseButton, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { FilterDefinition } from '@opencareers/contracts/search';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LazyDrawer } from '../../../lib/overlays/lazy-modal.tsx';
import responsive from '../../../lib/responsive/responsive.module.css';
import { filterTitle } from '../logic/filter-labels.ts';
import type { SearchFilters } from '../logic/search-url-state.ts';
import { FilterOptions } from './filter-options.tsx';
import { FilterPopover } from './filter-popover.tsx';

interface FilterBarProps {
  filters: readonly FilterDefinition[];
  selected: SearchFilters;
  /**
   * Phones get one button and a drawer; wider screens a row of dropdowns. Undefined while the
   * width is not known (a server page, lib/responsive): both, each shown by CSS at its widths.
   */
  compact: boolean | undefined;
  onChange: (name: string, values: string[]) => void;
  onClear: () => void;
}

function labelOf(filters: readonly FilterDefinition[], name: string, value: string): string {
  const filter = filters.find((f) => f.filterName === name);
  return filter?.options.find((o) => o.value === value)?.label ?? value;
}

/** search §2/§4 filter controls with counts; changes go through the 1 s reload delay upstream. */
export function FilterBar({ filters, selected, compact, onChange, onClear }: FilterBarProps) {
  const { t } = useTranslation();
  const [drawerOpened, drawer] = useDisclosure(false);
  const selectedOf = (name: string) => selected[name] ?? [];
  const toggle = (name: string, value: string) => {
    const current = selectedOf(name);
    onChange(name, current.includes(value) ? current.filter((v) => v !== value) : [...current, value]);
  };
  const total = Object.values(selected).reduce((sum, values) => sum + values.length, 0);
  const chips = Object.entries(selected).flatMap(([name, values]) =>
    values.map((value) => ({ name, value })),
  );

  const options = (filter: FilterDefinition) => (
    <FilterOptions
      filter={filter}
      selected={selectedOf(filter.filterName)}
      onToggle={(value) => toggle(filter.filterName, value)}
      onSelectOnly={(value) => onChange(filter.filterName, value === null ? [] : [value])}
    />
  );

  const both = compact === undefined;
  const drawerForm = (
    <Group className={both ? responsive.belowDesktop : undefined}>
      <Button
        variant="default"
        leftSection={<IconAdjustmentsHorizontal size={18} />}
        onClick={drawer.open}
        rightSection={
          total > 0 ? (
            <Badge size="sm" circle>
              {total}
            </Badge>
          ) : null
        }
      >
        {t('search.filters')}
      </Button>
      {/* Mounted, with its code fetched, the first time it opens (lib/overlays/lazy-modal.tsx). */}
      <LazyDrawer
        opened={drawerOpened}
        onClose={drawer.close}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        title={t('search.filters')}
        position="bottom"
        size="85%"
        radius="lg"
      >
        <Accordion multiple variant="separated" radius="md">
          {filters.map((filter) => (
            <Accordion.Item key={filter.filterName} value={filter.filterName}>
              <Accordion.Control>
                <Group gap="xs">
                  {filterTitle(t, filter)}
                  {selectedOf(filter.filterName).length > 0 ? (
                    <Badge size="sm" circle>
                      {selectedOf(filter.filterName).length}
                    </Badge>
                  ) : null}
                </Group>
              </Accordion.Control>
              <Accordion.Panel>{options(filter)}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        <Group justify="space-between" mt="lg">
          <Button variant="subtle" onClick={onClear} disabled={total === 0}>
            {t('search.clearFilters')}
          </Button>
          <Button onClick={drawer.close}>{t('search.showResults')}</Button>
        </Group>
      </LazyDrawer>
    </Group>
  );
  const row = (
    <Group
      gap="xs"
      role="group"
      aria-label={t('search.filters')}
      className={both ? responsive.fromDesktop : undefined}
    >
      {filters.map((filter) => {
        const count = selectedOf(filter.filterName).length;
        return (
          <FilterPopover key={filter.filterName} filter={filter} count={count}>
            {options(filter)}
          </FilterPopover>
        );
      })}
      {total > 0 ? (
        <Button variant="subtle" size="sm" onClick={onClear}>
          {t('search.clearFilters')}
        </Button>
      ) : null}
    </Group>
  );

  return (
    <Stack gap="xs">
      {compact !== false ? drawerForm : null}
      {compact !== true ? row : null}
      {chips.length > 0 ? (
        <Group gap={6}>
          {chips.map(({ name, value }) => {
            const label = labelOf(filters, name, value);
            return (
              <Badge
                key={`${name}:${value}`}
                variant="outline"
                radius="xl"
                size="lg"
                tt="none"
                fw={500}
                rightSection={
                  <CloseButton
                    size="xs"
                    aria-label={t('search.removeFilter', { label })}
                    onClick={() => toggle(name, value)}
                  />
                }
              >
                {label}
              </Badge>
            );
          })}
        </Group>
      ) : null}
    </Stack>
  );
}
