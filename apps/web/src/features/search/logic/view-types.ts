/** Map bounds in degrees, as 'Map Area' sends them (search §4 Map). */
export interface MapBounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

/** search §3 map marker. */
export interface MapMarkerView {
  id: string;
  latlong: { lat: number; lng: number };
  count: number;
  location: string;
  is_remote: boolean;
}
