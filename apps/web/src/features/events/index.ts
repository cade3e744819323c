/** The events feature's public entry: what other features may use (see .dependency-cruiser.cjs). */

export { useEvents } from './api/events-api.ts';
export { JobEvents } from './components/job-events.tsx';
export { formatEventRange, splitEvents } from './logic/event-display.ts';
