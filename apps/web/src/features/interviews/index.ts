/** The interviews feature's public entry: what other features may use (see .dependency-cruiser.cjs). */

export { InterviewForm } from './admin/interview-form.tsx';
export {
  ChoiceField,
  DateTimeFields,
  PlaceField,
  type ScheduleValues,
  TimeZoneField,
} from './admin/schedule-fields.tsx';
export { useInterviews } from './api/get-interviews.ts';
export { formatInterviewRange, splitInterviews } from './logic/interview-display.ts';
export { browserTimeZone, instantOf, wallTimeIn } from './logic/zoned-time.ts';
