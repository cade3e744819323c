/** Map bounds in degrees, as 'Map Area' sends them (search §4 Map). */
export interface MapBounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

/** The server's bounds parameter: "south,west,north,east". */
export const boundsParam = (b: MapBounds): string =>
  [b.south, b.west, b.north, b.east].map((n) => Number(n.toFixed(5))).join(',');
