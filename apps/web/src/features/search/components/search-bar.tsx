import { ActionIcon, Button, Group, Paper, Tooltip } from '@mantine/core';
import { specialLocations } from '@opencareers/contracts/search-constants';
import { IconCurrentLocation, IconMapPin, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../lib/notify/toast.ts';
import type { LocationExtras } from '../logic/search-url-state.ts';
import classes from './search-bar.module.css';
import { SuggestInput } from './suggest-input.tsx';

interface SearchBarProps {
  query: string;
  location: string;
  minLength: number;
  onSearch: (query: string, location: string, extras?: LocationExtras) => void;
  /** Once a search is made: smaller boxes, and on a phone no visible labels (placeholders stay). */
  compact?: boolean;
}

/** The query and location boxes with autocomplete, and the visitor's own position as a location. */
export function SearchBar({ query, location, minLength, onSearch, compact = false }: SearchBarProps) {
  const { t } = useTranslation();
  const [queryText, setQueryText] = useState(query);
  const [locationText, setLocationText] = useState(location);
  const [locating, setLocating] = useState(false);

  // Back/forward and links change the address; the boxes follow it.
  useEffect(() => setQueryText(query), [query]);
  useEffect(() => setLocationText(location), [location]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(queryText, locationText);
  };

  const useCurrentLocation = () => {
    if (!('geolocation' in navigator)) {
      showErrorToast(t('search.locatingFailed'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const point = { lat: position.coords.latitude, lng: position.coords.longitude };
        setLocationText(specialLocations.currentLocation);
        onSearch(queryText, specialLocations.currentLocation, { point });
      },
      () => {
        setLocating(false);
        showErrorToast(t('search.locatingFailed'));
      },
      { timeout: 10_000, maximumAge: 5 * 60_000 },
    );
  };

  const size = compact ? 'sm' : 'md';
  const labelClasses = compact ? { label: classes.compactLabel } : undefined;
  return (
    <Paper
      component="form"
      role="search"
      onSubmit={submit}
      className={`${classes.bar} ${compact ? classes.compact : ''}`}
      radius="lg"
      shadow="md"
      p={compact ? 'sm' : 'md'}
    >
      <Group align="flex-end" gap="sm" className={classes.row}>
        <div className={classes.field}>
          <SuggestInput
            kind="query"
            label={t('search.queryLabel')}
            placeholder={t('search.queryPlaceholder')}
            value={queryText}
            minLength={minLength}
            size={size}
            classNames={labelClasses}
            leftSection={<IconSearch size={18} aria-hidden />}
            onChange={setQueryText}
            onPick={(value) => {
              setQueryText(value);
              onSearch(value, locationText);
            }}
          />
        </div>
        <div className={classes.field}>
          <SuggestInput
            kind="location"
            label={t('search.locationLabel')}
            placeholder={t('search.locationPlaceholder')}
            value={locationText}
            minLength={minLength}
            size={size}
            classNames={labelClasses}
            leftSection={<IconMapPin size={18} aria-hidden />}
            rightSection={
              <Tooltip label={t('search.useCurrentLocation')}>
                <ActionIcon
                  variant="subtle"
                  onClick={useCurrentLocation}
                  loading={locating}
                  aria-label={t('search.useCurrentLocation')}
                >
                  <IconCurrentLocation size={18} />
                </ActionIcon>
              </Tooltip>
            }
            onChange={setLocationText}
            onPick={(value) => {
              setLocationText(value);
              onSearch(queryText, value);
            }}
          />
        </div>
        <Button type="submit" size={size} className={classes.submit} leftSection={<IconSearch size={18} />}>
          {t('search.submit')}
        </Button>
      </Group>
    </Paper>
  );
}
