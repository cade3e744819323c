import type { FeatureCollection, Position } from 'geojson';
import { latLng } from 'leaflet';
import { GeoJSON, Pane } from 'react-leaflet';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries110m from 'world-atlas/countries-110m.json';

/**
 * The offline base map (docs/search.md "Places and the map"): the world's country shapes from
 * Natural Earth (public domain, 1:110m, via the world-atlas package), bundled with the map's
 * lazily loaded chunk, so the map reads as a map with no tile server and nothing fetched.
 */
const topology = countries110m as unknown as Topology<{ countries: GeometryCollection }>;
const shapes = unwrapRings(feature(topology, topology.objects.countries) as FeatureCollection);

/**
 * Rings cut at ±180° (Russia's Chukotka, Fiji) jump from 180 to -180 and back; drawn as they
 * are, they become a band across the whole world. Made continuous (longitudes past 180), they
 * draw as the land they are, and the copies either side show the rest. A ring that jumps an odd
 * number of times goes round a pole (Antarctica) and is left as it is.
 */
function unwrapRings(fc: FeatureCollection): FeatureCollection {
  const unwrap = (ring: Position[]): Position[] => {
    let jumps = 0;
    for (let i = 1; i < ring.length; i++) if (Math.abs(ring[i]![0]! - ring[i - 1]![0]!) > 180) jumps++;
    if (jumps === 0 || jumps % 2 === 1) return ring;
    const out: Position[] = [ring[0]!];
    for (let i = 1; i < ring.length; i++) {
      const prev = out[i - 1]![0]!;
      const lng = ring[i]![0]!;
      out.push([lng + 360 * Math.round((prev - lng) / 360), ring[i]![1]!]);
    }
    return out;
  };
  for (const f of fc.features) {
    const g = f.geometry;
    if (g.type === 'Polygon') g.coordinates = g.coordinates.map(unwrap);
    else if (g.type === 'MultiPolygon') g.coordinates = g.coordinates.map((poly) => poly.map(unwrap));
  }
  return fc;
}

/** One copy of the world either side, so a view across the antimeridian has land on both halves. */
const copies = [-360, 0, 360] as const;

const style = {
  color: '#c4c9c2',
  weight: 0.7,
  fillColor: '#f7f5ef',
  fillOpacity: 1,
  interactive: false,
};

export function CountryShapes() {
  return (
    <Pane name="countries" style={{ zIndex: 250 }}>
      {copies.map((offset) => (
        <GeoJSON
          key={offset}
          data={shapes}
          style={() => style}
          interactive={false}
          coordsToLatLng={(c) => latLng(c[1]!, c[0]! + offset)}
        />
      ))}
    </Pane>
  );
}
