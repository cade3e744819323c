import 'leaflet/dist/leaflet.css';
import { Badge, Button, useDirection } from '@mantine/core';
import type { MapMarker } from '@opencareers/contracts/map-markers';
import { IconSearch } from '@tabler/icons-react';
import { latLngBounds } from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { declutter } from '../logic/declutter-markers.ts';
import {
  CURRENT_LOCATION_MARKER_ID,
  type LatLng,
  MAP_BOUNDS_PADDING_PX,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
  parseMarkerLocation,
} from '../logic/map-clusters.ts';
import type { MapBounds } from '../logic/view-types.ts';
import { nearestCopy } from '../logic/world-copies.ts';
import { currentLocationIcon, markerIcon } from './cluster-icon.ts';
import { CountryShapes } from './country-shapes.tsx';
import classes from './job-map.module.css';

export interface JobMapProps {
  markers: readonly MapMarker[];
  currentLocation: LatLng | null;
  /** Tile server URL template from the tenant's map config; empty means no tiles at all. */
  tileUrl: string;
  attribution: string;
  /** Changes with every load of markers: refits the view and hides 'search this area'. */
  loadId: string;
  onMarkerSelect: (marker: MapMarker) => void;
  onSearchArea: (bounds: MapBounds) => void;
  /** The map's zoom after every change, so markers can be clustered for it. */
  onZoomChange: (zoom: number) => void;
}

const WORLD: [[number, number], [number, number]] = [
  [-50, -150],
  [65, 160],
];

/** Fits the markers on each load and reports moves the visitor made (not the ones we made). */
function MapBehaviour({
  points,
  loadId,
  onUserMove,
  onZoomChange,
}: {
  points: readonly LatLng[];
  loadId: string;
  onUserMove: (bounds: MapBounds) => void;
  onZoomChange: (zoom: number) => void;
}) {
  const map = useMap();
  const touched = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: refit once per load, not per render.
  useEffect(() => {
    touched.current = false;
    if (points.length === 0) {
      map.fitBounds(WORLD);
      onZoomChange(Math.round(map.getZoom()));
      return;
    }
    const bounds = latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number]));
    map.fitBounds(bounds, { padding: [MAP_BOUNDS_PADDING_PX, MAP_BOUNDS_PADDING_PX], maxZoom: 10 });
    // A fit without animation ends before the zoomend listener below is attached: report the
    // zoom here too, so markers are clustered for the zoom the map shows.
    onZoomChange(Math.round(map.getZoom()));
  }, [loadId, map]);

  // Only a move that follows the visitor's own input (drag, wheel, keys, zoom buttons) counts.
  useEffect(() => {
    const container = map.getContainer();
    const mark = () => {
      touched.current = true;
    };
    const events = ['pointerdown', 'wheel', 'keydown', 'touchstart'] as const;
    for (const name of events) container.addEventListener(name, mark, { passive: true });
    return () => {
      for (const name of events) container.removeEventListener(name, mark);
    };
  }, [map]);

  useMapEvents({
    zoomend: () => onZoomChange(Math.round(map.getZoom())),
    moveend: () => {
      if (!touched.current) return;
      const b = map.getBounds();
      onUserMove({ north: b.getNorth(), south: b.getSouth(), east: b.getEast(), west: b.getWest() });
    },
  });
  return null;
}

/**
 * Markers, merged on screen where their icons would overlap. A cluster zooms in to where it
 * splits; a single place searches that place.
 */
function MarkerLayer({
  markers,
  onSelect,
}: {
  markers: readonly MapMarker[];
  onSelect: (marker: MapMarker) => void;
}) {
  const { t } = useTranslation();
  const map = useMap();
  const [view, setView] = useState(0);
  const [centreLng, setCentreLng] = useState(() => map.getCenter().lng);
  useMapEvents({
    zoomend: () => setView((n) => n + 1),
    viewreset: () => setView((n) => n + 1),
    moveend: () => setCentreLng(map.getCenter().lng),
  });

  // Markers are drawn on the copy of the world nearest the view's centre, so a view across the
  // antimeridian (centred at 180°, say) shows the places on both of its sides.
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when the zoom changes (view).
  const groups = useMemo(
    () =>
      declutter(
        markers.map((marker) => {
          const lng = nearestCopy(marker.latlong.lng, centreLng);
          const point = map.latLngToLayerPoint([marker.latlong.lat, lng]);
          return {
            item: { ...marker, latlong: { lat: marker.latlong.lat, lng } },
            x: point.x,
            y: point.y,
            count: marker.count,
          };
        }),
      ),
    [markers, map, view, centreLng],
  );

  return (
    <>
      {groups.map((group) => {
        const only = group.members.length === 1 ? group.members[0]! : null;
        const position = only
          ? { lat: only.latlong.lat, lng: only.latlong.lng }
          : map.layerPointToLatLng([group.x, group.y]);
        const place = only ? parseMarkerLocation(only.location).label : null;
        const label = place
          ? t('search.map.markerLabel', { count: group.count, location: place })
          : t('search.map.clusterLabel', { count: group.count });
        const click = () => {
          const zoom = map.getZoom();
          if (only && (only.expansionZoom === null || only.count <= 1 || zoom >= MAP_MAX_ZOOM)) {
            onSelect(only);
          } else if (only?.expansionZoom) {
            map.setView(position, Math.min(Math.max(only.expansionZoom, zoom + 1), MAP_MAX_ZOOM));
          } else {
            map.setView(position, Math.min(zoom + 2, MAP_MAX_ZOOM));
          }
        };
        return (
          <Marker
            key={group.members.map((m) => m.id).join('|')}
            position={position}
            icon={markerIcon(group.count, label)}
            title={label}
            alt={label}
            eventHandlers={{ click }}
          />
        );
      })}
    </>
  );
}

/**
 * The jobs of the current search on a map (search §4 Map, §9): clustered markers sized by
 * their totals, the visitor's position, and 'search this area' once the visitor moves the map.
 * Without a tile server (the default) the base map is the bundled country shapes.
 */
export function JobMap({
  markers,
  currentLocation,
  tileUrl,
  attribution,
  loadId,
  onMarkerSelect,
  onSearchArea,
  onZoomChange,
}: JobMapProps) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const [movedTo, setMovedTo] = useState<MapBounds | null>(null);

  // search §4: the 'search this area' button is hidden on each load.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset per load.
  useEffect(() => setMovedTo(null), [loadId]);

  const placed = useMemo(() => markers.filter((m) => !m.is_remote), [markers]);
  const remoteCount = useMemo(
    () => markers.filter((m) => m.is_remote).reduce((sum, m) => sum + m.count, 0),
    [markers],
  );
  const points = useMemo(() => {
    const list = placed.map((m) => m.latlong);
    if (currentLocation) list.push(currentLocation);
    return list;
  }, [placed, currentLocation]);

  return (
    <section className={classes.frame} aria-label={t('search.map.label')} data-testid="job-map">
      <MapContainer
        className={classes.map}
        bounds={WORLD}
        minZoom={MAP_MIN_ZOOM}
        maxZoom={MAP_MAX_ZOOM}
        worldCopyJump
        attributionControl={Boolean(tileUrl && attribution)}
        zoomControl={false}
      >
        {/* Leaflet's own control is English and top-left; here it speaks the page's language and
            sits at the start of the line, which is the right on a right-to-left page. */}
        <ZoomControl
          position={dir === 'rtl' ? 'topright' : 'topleft'}
          zoomInTitle={t('search.map.zoomIn')}
          zoomOutTitle={t('search.map.zoomOut')}
        />
        {/* The tile server stays an option; without one, the bundled country shapes are the map. */}
        {tileUrl ? <TileLayer url={tileUrl} attribution={attribution} /> : <CountryShapes />}
        <MapBehaviour points={points} loadId={loadId} onUserMove={setMovedTo} onZoomChange={onZoomChange} />
        <MarkerLayer markers={placed} onSelect={onMarkerSelect} />
        {currentLocation ? (
          <Marker
            key={CURRENT_LOCATION_MARKER_ID}
            position={[currentLocation.lat, currentLocation.lng]}
            icon={currentLocationIcon()}
            title={t('search.map.youAreHere')}
            keyboard={false}
            interactive={false}
          />
        ) : null}
      </MapContainer>
      {movedTo ? (
        <Button
          className={classes.searchArea}
          leftSection={<IconSearch size={16} />}
          radius="xl"
          onClick={() => onSearchArea(movedTo)}
        >
          {t('search.map.searchThisArea')}
        </Button>
      ) : null}
      {remoteCount > 0 ? (
        <Badge className={classes.remote} variant="white" color="dark" size="lg" radius="sm">
          {t('search.map.remoteJobs', { count: remoteCount })}
        </Badge>
      ) : null}
    </section>
  );
}
