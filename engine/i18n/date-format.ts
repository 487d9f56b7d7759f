// Dates and times in the player's language: "25 de nov. de 2026, 14:05" for PT, "25 Nov 2026,
// 14:05" for EN (day first in both, as the site's players read dates). One Intl.DateTimeFormat per
// language and style, made once and kept: a phone's first one loads the language's locale data (a
// long task when it lands in a page's first render), and the pages used to make a new one on every
// render, each with its own copy of the language-to-locale choice.
import type { Locale } from '../model/skin-types';

const DATE_LOCALE: Record<Locale, string> = { pt: 'pt-BR', en: 'en-GB' };

/** `date`: 25 Nov 2026; `dateTime`: 25 Nov 2026, 14:05; `longDate`: 25 November 2026. */
export type DateStyle = 'date' | 'dateTime' | 'longDate';

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  longDate: { dateStyle: 'long' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(language: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `${language}:${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALE[language as Locale] ?? language, OPTIONS[style]);
    formats.set(key, format);
  }
  return format;
}

/**
 * `value` (an ISO timestamp, epoch milliseconds or a Date) in `language`, in the viewer's time
 * zone; an empty string when it is no date at all, so a bad timestamp blanks one cell rather than
 * breaking the page.
 */
export function formatDate(
  value: string | number | Date,
  language: string,
  style: DateStyle = 'date',
): string {
  const time = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(time.getTime())) return '';
  return dateFormat(language, style).format(time);
}
