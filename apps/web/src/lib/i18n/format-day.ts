/*
 * The app's dates, one format per kind and locale, all through Intl (issue 17): a day
 * ("Mar 4, 2026"), a moment ("Mar 4, 2026, 10:00 AM") and an offer's numeric day ("03/04/2026",
 * shell §9). Each falls back to English for a language tag Intl refuses, and keeps text it
 * cannot read as a date.
 */

import { formatOptions, intlFormat } from './intl-formats.ts';

function format(date: Date, language: string, options: Intl.DateTimeFormatOptions): string {
  return intlFormat('date', language, options, 'en-US').format(date);
}

function formatIso(iso: string, language: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return format(date, language, options);
}

/** A calendar day in the reader's language (e.g. "Mar 4, 2026"); the ISO text when unreadable. */
export function formatDay(iso: string, language: string): string {
  return formatIso(iso, language, formatOptions.day);
}

/** A moment, day and time, in the reader's language and time zone (e.g. "Mar 4, 2026, 10:00 AM"). */
export function formatDateTime(iso: string, language: string, timeZone?: string): string {
  return formatIso(iso, language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  });
}

/** A time of day alone in the reader's language (e.g. "10:00 AM"). */
export function formatTime(iso: string, language: string): string {
  return formatIso(iso, language, { timeStyle: 'short' });
}

const numericDay: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

/**
 * An offer's day in the reader's numeric format: MM/DD/YYYY in US English as shell §9 asks,
 * DD.MM.YYYY in German. A timestamp is read in the reader's time zone; a bare calendar day
 * (YYYY-MM-DD) as UTC, so no time zone moves it.
 */
export function formatNumericDay(isoOrDay: string, language: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoOrDay)) return formatIso(isoOrDay, language, numericDay);
  const date = new Date(`${isoOrDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoOrDay;
  return format(date, language, { ...numericDay, timeZone: 'UTC' });
}
