/** Map bounds in degrees, as 'Map Area' sends them (search §4 Map). */
export interface MapBounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

/** A longitude brought back into -180..180 (a world map scrolled sideways reports 380 or -540). */
const wrapLongitude = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
const clampLatitude = (lat: number) => Math.min(90, Math.max(-90, lat));

/**
 * "south,west,north,east" for the search API. A zoomed-out map wider than the world is the whole
 * world; otherwise each edge is wrapped into -180..180, and a view across the antimeridian comes
 * out with west > east, which the server reads as crossing it.
 */
export function boundsParam(b: MapBounds): string {
  const whole = b.east - b.west >= 360;
  const west = whole ? -180 : wrapLongitude(b.west);
  const east = whole ? 180 : wrapLongitude(b.east);
  return [clampLatitude(b.south), west, clampLatitude(b.north), east]
    .map((n) => Number(n.toFixed(5)))
    .join(',');
}
