import { ActionIcon, Button, Group, Paper, Tooltip } from '@mantine/core';
import { specialLocations } from '@opencareers/contracts/search-constants';
import { IconCurrentLocation, IconMapPin, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../lib/hydration/use-hydrated.ts';
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

  const form = useRef<HTMLFormElement>(null);

  // Back/forward and links change the address; the boxes follow it (when it changes only: on
  // the first render the boxes may hold text typed before the app ran, kept below).
  const [shown, setShown] = useState({ query, location });
  if (shown.query !== query || shown.location !== location) {
    setShown({ query, location });
    if (shown.query !== query) setQueryText(query);
    if (shown.location !== location) setLocationText(location);
  }

  // A server-rendered page (issue 17 item 3) shows the boxes before the app runs: what was typed
  // into them meanwhile is in the inputs only. Taken over once, as the app starts, so the next
  // render does not write the address's terms over it. Before paint, so nothing flickers.
  useLayoutEffect(() => {
    const typed = typedIn(form.current);
    if (typed.query !== null) setQueryText(typed.query);
    if (typed.location !== null) setLocationText(typed.location);
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The inputs' own text: a search button pressed before the app ran is pressed again as it
    // starts (public/before-app.js), before the text typed meanwhile is in this render's state.
    const typed = typedIn(event.currentTarget);
    onSearch(typed.query ?? queryText, typed.location ?? locationText);
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
      ref={form}
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
              <LocateButton
                label={t('search.useCurrentLocation')}
                locating={locating}
                onClick={useCurrentLocation}
              />
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

/** The text in the form's query and location inputs (SuggestInput names them by kind). */
function typedIn(form: HTMLFormElement | null): { query: string | null; location: string | null } {
  const read = (name: string) => {
    const input = form?.elements.namedItem(name);
    return input instanceof HTMLInputElement ? input.value : null;
  };
  return { query: read('query'), location: read('location') };
}

/**
 * The "use my location" button. Its tooltip comes once the server's page has hydrated: a
 * tooltip keeps its target in React state, set as the target is attached, which re-rendered
 * synchronously right after hydration's commit and kept the page's effects in that long task
 * (issue 17; suggest-input.tsx has the same for the boxes). The label is the button's name.
 */
function LocateButton({
  label,
  locating,
  onClick,
}: {
  label: string;
  locating: boolean;
  onClick: () => void;
}) {
  const hydrated = useHydrated();
  const button = (
    <ActionIcon variant="subtle" onClick={onClick} loading={locating} aria-label={label}>
      <IconCurrentLocation size={18} />
    </ActionIcon>
  );
  return hydrated ? <Tooltip label={label}>{button}</Tooltip> : button;
}
