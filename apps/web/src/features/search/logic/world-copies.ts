/**
 * The longitude of the same place on the copy of the world nearest `centre`: a Leaflet map
 * repeats the world every 360°, and a view across the antimeridian is centred past ±180°.
 */
export const nearestCopy = (lng: number, centre: number): number =>
  lng + 360 * Math.round((centre - lng) / 360);
