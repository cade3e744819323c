import { Alert, Skeleton } from '@mantine/core';
import type { MapMarker } from '@opencareers/contracts/map-markers';
import { specialLocations } from '@opencareers/contracts/search-constants';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { loadLaterParts } from '../../../lib/later-parts/later-parts.ts';
import { useMapMarkers } from '../api/map-markers.ts';
import { parseMarkerLocation } from '../logic/map-clusters.ts';
import { type SearchUrlState, searchCacheKey } from '../logic/search-url-state.ts';
import { boundsParam, type MapBounds } from '../logic/view-types.ts';

// Leaflet is only downloaded by visitors who open the map.
const JobMap = lazy(() =>
  Promise.all([import('./job-map.tsx'), loadLaterParts()]).then(([m]) => ({ default: m.JobMap })),
);

interface SearchMapProps {
  state: SearchUrlState;
  onSearchLocation: (
    location: string,
    extras: { point?: { lat: number; lng: number }; bounds?: string },
  ) => void;
}

/** The map view of the current search (search §4 Map). */
export function SearchMap({ state, onSearchLocation }: SearchMapProps) {
  const { t } = useTranslation();
  const { tileUrl, attribution } = useBoot().config.pcsxConfig.searchConfig.mapConfig;
  const [zoom, setZoom] = useState(2);
  const markers = useMapMarkers(state, zoom, true);
  // A new search is a new load; zooming in on the same search is not.
  const loadId = useMemo(() => JSON.stringify(searchCacheKey({ ...state, start: 0 })), [state]);

  const onMarkerSelect = (marker: MapMarker) => {
    const place = parseMarkerLocation(marker.location);
    const point = place.latLng ?? marker.latlong;
    // search §4: 'Map Location' searches the chosen place itself (distance 0).
    onSearchLocation(specialLocations.mapLocation, { point });
  };
  const onSearchArea = (bounds: MapBounds) =>
    onSearchLocation(specialLocations.mapArea, { bounds: boundsParam(bounds) });

  const fallback = <Skeleton height={320} radius="lg" />;
  return (
    <div>
      {markers.isError ? (
        <Alert color="red" variant="light" mb="sm">
          {t('search.map.loadFailed')}
        </Alert>
      ) : null}
      <Suspense fallback={fallback}>
        <JobMap
          markers={markers.data?.markers ?? []}
          currentLocation={
            state.location.toLowerCase() === specialLocations.currentLocation ? state.point : null
          }
          tileUrl={tileUrl}
          attribution={attribution}
          loadId={`${loadId}|${markers.data ? 'ready' : 'loading'}`}
          onMarkerSelect={onMarkerSelect}
          onSearchArea={onSearchArea}
          onZoomChange={setZoom}
        />
      </Suspense>
    </div>
  );
}
