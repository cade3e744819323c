import { type DivIcon, divIcon } from 'leaflet';
import { clusterIcon, shortenNumber } from '../logic/map-clusters.ts';
import classes from './job-map.module.css';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// A drawn pin rather than Leaflet's default PNG, so the map needs no image requests at all.
const PIN_SVG =
  '<svg viewBox="0 0 32 44" width="32" height="44" aria-hidden="true" focusable="false"><path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 43 16 43s15-16 15-27.2C31 7.6 24.3 1 16 1z" fill="currentColor" stroke="white" stroke-width="2"/><circle cx="16" cy="16" r="5.5" fill="white"/></svg>';

/** The Leaflet icon for a marker holding `total` jobs (search §9 sizes). */
export function markerIcon(total: number, label: string): DivIcon {
  const icon = clusterIcon(total);
  if (icon.kind === 'pin') {
    return divIcon({
      className: classes.pin,
      html: PIN_SVG,
      iconSize: [32, 44],
      iconAnchor: [16, 43],
      popupAnchor: [0, -40],
    });
  }
  // The visible ring is drawn inside the icon box; the box keeps the spec's size for hit-testing.
  return divIcon({
    className: `${classes.cluster} ${classes[icon.size]}`,
    html: `<span class="${classes.clusterCount}" title="${escapeHtml(label)}">${shortenNumber(total)}</span>`,
    iconSize: [icon.px, icon.px],
    iconAnchor: [icon.px / 2, icon.px / 2],
  });
}

export function currentLocationIcon(): DivIcon {
  return divIcon({
    className: classes.here,
    html: '<span></span>',
    iconSize: [22, 22],
    iconAnchor: [11, 11],
  });
}
