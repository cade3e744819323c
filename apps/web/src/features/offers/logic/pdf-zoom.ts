/** Zoom levels of the letter viewer, as multiples of the column's width (1 = fit to width). */
export const zoomSteps = [1, 1.5, 2, 3] as const;

/** The largest canvas side drawn: beyond it some phones refuse to draw at all. */
export const maxCanvasSide = 4096;

/** The next zoom level up (direction 1) or down (-1) from `current`, staying within the steps. */
export function nextZoom(current: number, direction: 1 | -1): number {
  if (direction === 1) return zoomSteps.find((step) => step > current) ?? zoomSteps[zoomSteps.length - 1]!;
  return [...zoomSteps].reverse().find((step) => step < current) ?? zoomSteps[0];
}
