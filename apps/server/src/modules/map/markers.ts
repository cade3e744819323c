import type { MapMarker } from '@opencareers/contracts/map-markers';
import Supercluster from 'supercluster';
import type { PlaceNames } from '../locales/place-names.ts';
import type { PositionIndex } from '../search/position-index.ts';
import { type PlaceRules, placePicker } from './place-of-job.ts';

interface PlaceProps {
  placeId: number;
  remote: boolean;
  count: number;
  label: string;
}

export interface MapMarkers {
  markers: MapMarker[];
  /** Jobs drawn: the sum of the markers' counts. */
  total: number;
  /** Jobs of the search with no place to draw (no location, or none in the view). */
  unplaced: number;
}

/**
 * Clusters a search's positions for the map (spec search §3 map marker). Each job is put at
 * one place (placePicker: a job counts once, as in the list), then summed per place (remote
 * ones apart, at the place they are tied to), so the clustering handles hundreds of points
 * however many positions match, and `total` is the sum of the markers.
 */
export function buildMarkers(
  index: PositionIndex,
  docs: number[],
  zoom: number,
  rules: PlaceRules,
  /** Names the places in the reader's language (the index keeps English names). */
  places: PlaceNames,
): MapMarkers {
  const pick = placePicker(index, rules);
  const perPlace = new Map<string, PlaceProps>();
  let unplaced = 0;
  for (const d of docs) {
    const placeId = pick(d);
    if (placeId === null) {
      unplaced++;
      continue;
    }
    const remote = index.docs[d]!.workPlace === 'remote';
    const key = `${placeId}:${remote ? 'r' : 'o'}`;
    const entry = perPlace.get(key);
    if (entry) entry.count++;
    else perPlace.set(key, { placeId, remote, count: 1, label: places.label(index.places[placeId]!) });
  }
  const cluster = new Supercluster<PlaceProps, { count: number }>({
    radius: 60,
    maxZoom: 13,
    map: (p) => ({ count: p.count }),
    reduce: (acc, p) => {
      acc.count += p.count;
    },
  });
  cluster.load(
    [...perPlace.values()].map((p) => {
      const place = index.places[p.placeId]!;
      return {
        type: 'Feature' as const,
        properties: p,
        geometry: { type: 'Point' as const, coordinates: [place.lng, place.lat] },
      };
    }),
  );
  // The places are already limited to the view, so the whole world is asked for: every point
  // lands in exactly one marker (two boxes either side of the antimeridian could split a cluster).
  const markers: MapMarker[] = [];
  let total = 0;
  for (const f of cluster.getClusters([-180, -90, 180, 90], zoom)) {
    const [lng, lat] = f.geometry.coordinates as [number, number];
    const props = f.properties as Partial<PlaceProps> & {
      cluster?: boolean;
      cluster_id?: number;
      count: number;
    };
    total += props.count;
    if (props.cluster) {
      markers.push({
        id: `cluster-${props.cluster_id}`,
        latlong: { lat, lng },
        count: props.count,
        location: `${lat},${lng}`,
        is_remote: false,
        expansionZoom: Math.min(cluster.getClusterExpansionZoom(props.cluster_id!), 13),
      });
    } else {
      markers.push({
        id: `place-${props.placeId}-${props.remote ? 'remote' : 'onsite'}`,
        latlong: { lat, lng },
        count: props.count,
        location: `${props.label}:::${lat},${lng}`,
        is_remote: !!props.remote,
        expansionZoom: null,
      });
    }
  }
  return { markers, total, unplaced };
}
