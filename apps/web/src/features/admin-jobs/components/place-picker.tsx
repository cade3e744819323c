import { ActionIcon, Autocomplete, Group, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { JobLocation } from '@opencareers/contracts/admin-jobs';
import { IconMapPin, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { regionName } from '../../../lib/i18n/region-name.ts';
import { usePlaces } from '../api/admin-jobs-api.ts';

/** "City, Region, Country", the country in the UI language (the gazetteer's name is English). */
const labelOf = (l: JobLocation, locale: string) =>
  [l.city, l.region, regionName(l.countryCode, locale, l.country)].filter(Boolean).join(', ');
const same = (a: JobLocation, b: JobLocation) =>
  a.city === b.city && a.countryCode === b.countryCode && a.lat === b.lat;

/** The job's places, picked from the server's gazetteer ("Portland, US" narrows by country). */
export function PlacePicker({
  value,
  onChange,
  error,
}: {
  value: JobLocation[];
  onChange: (places: JobLocation[]) => void;
  error?: string;
}) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 200);
  const places = usePlaces(debounced);
  const options = places.data ?? [];

  // Autocomplete writes the picked label into the box after onOptionSubmit; the box should empty instead.
  const picked = useRef<string | null>(null);
  const onSearch = (text: string) => {
    if (picked.current === text) {
      picked.current = null;
      return;
    }
    picked.current = null;
    setSearch(text);
  };

  const add = (label: string) => {
    picked.current = label;
    const place = options.find((p) => p.label === label);
    if (!place) return;
    const { label: _label, ...location } = place;
    if (!value.some((v) => same(v, location))) onChange([...value, location]);
    setSearch('');
  };

  return (
    <Stack gap="xs">
      <Autocomplete
        label={t('adminJobs.form.placeSearch')}
        description={t('adminJobs.form.placesHelp')}
        value={search}
        onChange={onSearch}
        onOptionSubmit={add}
        data={[...new Set(options.map((p) => p.label))]}
        filter={({ options: o }) => o}
        leftSection={<IconMapPin size={16} aria-hidden />}
        error={error}
      />
      {debounced.length >= 2 && places.isFetched && !places.isPlaceholderData && !options.length ? (
        <Text size="sm" c="dimmed" role="status">
          {t('adminJobs.form.noPlaceFound')}
        </Text>
      ) : null}
      {value.length ? (
        <Stack gap={6} role="list" aria-label={t('adminJobs.form.places')}>
          {value.map((l, i) => (
            <Paper
              key={`${l.city}-${l.countryCode}-${l.lat}-${l.lng}`}
              withBorder
              radius="md"
              px="sm"
              py={6}
              role="listitem"
            >
              <Group justify="space-between" wrap="nowrap">
                <Group gap={8} wrap="nowrap">
                  <IconMapPin size={16} aria-hidden />
                  <Text size="sm">{labelOf(l, i18n.language)}</Text>
                </Group>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('adminJobs.form.placeRemove', { place: labelOf(l, i18n.language) })}
                  onClick={() => onChange(value.filter((_, j) => j !== i))}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('adminJobs.form.noPlaces')}
        </Text>
      )}
    </Stack>
  );
}
