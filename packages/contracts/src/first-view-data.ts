import type { BootData } from './boot.ts';
import type { PositionDetailsData } from './position-details.ts';

/**
 * The data a server-rendered page embeds for the app's first render (issue 17 item 3), in
 * `<script type="application/json" id={firstViewDataElementId}>`: the boot answer and, on a job
 * page, that job's details answer, so the app renders the finished page at once instead of
 * asking for them. Zod-free: the first view's code reads it.
 */
export const firstViewDataElementId = 'oc-first-view-data';

export interface FirstViewData {
  boot: BootData;
  /** The job page's position, as GET /api/pcsx/position_details answers it (no queried location). */
  position?: { id: string; details: PositionDetailsData };
}
