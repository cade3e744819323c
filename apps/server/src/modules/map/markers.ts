import type { MapMarker } from '@opencareers/contracts/map-markers';
import Supercluster from 'supercluster';
import type { PositionIndex } from '../search/position-index.ts';
import type { Bounds } from '../search/resolve-location.ts';

interface PlaceProps {
  placeId: number;
  remote: boolean;
  count: number;
  label: string;
}

/**
 * Clusters a search's positions for the map (spec search §3 map marker). Positions are
 * first summed per place (remote ones apart, at the place they are tied to), so the
 * clustering handles hundreds of points however many positions match.
 */
export function buildMarkers(
  index: PositionIndex,
  docs: number[],
  zoom: number,
  bounds?: Bounds,
): MapMarker[] {
  const perPlace = new Map<string, PlaceProps>();
  for (const d of docs) {
    const remote = index.docs[d]!.workPlace === 'remote';
    for (const placeId of index.placeIds.get(d)) {
      const key = `${placeId}:${remote ? 'r' : 'o'}`;
      const entry = perPlace.get(key);
      if (entry) entry.count++;
      else perPlace.set(key, { placeId, remote, count: 1, label: index.places[placeId]!.label });
    }
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
  const boxes: [number, number, number, number][] = !bounds
    ? [[-180, -85, 180, 85]]
    : bounds.west <= bounds.east
      ? [[bounds.west, bounds.south, bounds.east, bounds.north]]
      : [
          [bounds.west, bounds.south, 180, bounds.north],
          [-180, bounds.south, bounds.east, bounds.north],
        ];
  const markers: MapMarker[] = [];
  for (const box of boxes) {
    for (const f of cluster.getClusters(box, zoom)) {
      const [lng, lat] = f.geometry.coordinates as [number, number];
      const props = f.properties as Partial<PlaceProps> & {
        cluster?: boolean;
        cluster_id?: number;
        count: number;
      };
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
  }
  return markers;
}
