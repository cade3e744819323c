import { z } from 'zod';
import { dataEnvelope } from './api-envelope.ts';
import { searchQuerySchema } from './search.ts';

/**
 * GET /api/pcsx/map_markers: the current search's positions clustered for the map. Takes the
 * search parameters plus zoom (1–13) and optional map bounds ("south,west,north,east").
 */
export const mapMarkersQuerySchema = searchQuerySchema.extend({
  zoom: z.coerce.number().int().min(1).max(13).default(2),
});

/**
 * Spec search §3: id, latlong{lat,lng}, count, location, is_remote. location is
 * 'label:::lat,long' for a single place, or just 'lat,long' for a cluster.
 */
export const mapMarkerSchema = z.object({
  id: z.string(),
  latlong: z.object({ lat: z.number(), lng: z.number() }),
  count: z.number().int(),
  location: z.string(),
  is_remote: z.boolean(),
  /** A cluster's zoom level at which it splits, to zoom in on click; null for a single place. */
  expansionZoom: z.number().int().nullable(),
});
export type MapMarker = z.infer<typeof mapMarkerSchema>;
export const mapMarkersResponseSchema = dataEnvelope(
  z.object({
    markers: z.array(mapMarkerSchema),
    /** Jobs on the map: each job once, at one place, so it equals the sum of the markers' counts. */
    total: z.number().int(),
    /** Jobs of the search not drawn: without a location, or with none in the requested bounds. */
    unplaced: z.number().int(),
  }),
);
