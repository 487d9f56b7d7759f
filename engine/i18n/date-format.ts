// Dates and times in the player's language: "25 de nov. de 2026, 14:05" for PT, "25 Nov 2026,
// 14:05" for EN (day first in both, as the site's players read dates), in the viewer's time zone.
// PT and EN are written here, part by part: a phone's first Intl.DateTimeFormat loads the calendar
// and pattern data (about 50 ms on this project's test machine, four times that on a phone), and
// the home's announcement popup needs a date in its first render. A property test holds these
// texts equal to what Intl.DateTimeFormat prints; any other language, or a year outside four
// digits, goes to Intl, one format per language and style, made once and kept.
import type { Locale } from '../model/skin-types';

/** `date`: 25 Nov 2026; `dateTime`: 25 Nov 2026, 14:05; `longDate`: 25 November 2026. */
export type DateStyle = 'date' | 'dateTime' | 'longDate';

const DATE_LOCALE: Record<Locale, string> = { pt: 'pt-BR', en: 'en-GB' };

const MONTHS: Record<Locale, { short: readonly string[]; long: readonly string[] }> = {
  pt: {
    short: [
      'jan.',
      'fev.',
      'mar.',
      'abr.',
      'mai.',
      'jun.',
      'jul.',
      'ago.',
      'set.',
      'out.',
      'nov.',
      'dez.',
    ],
    long: [
      'janeiro',
      'fevereiro',
      'março',
      'abril',
      'maio',
      'junho',
      'julho',
      'agosto',
      'setembro',
      'outubro',
      'novembro',
      'dezembro',
    ],
  },
  en: {
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
    long: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
  },
};

const DAY_MONTH_YEAR: Record<Locale, (day: number, month: string, year: number) => string> = {
  pt: (day, month, year) => `${day} de ${month} de ${year}`,
  en: (day, month, year) => `${day} ${month} ${year}`,
};

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  longDate: { dateStyle: 'long' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

function intlFormat(language: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `${language}:${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALE[language as Locale] ?? language, OPTIONS[style]);
    formats.set(key, format);
  }
  return format;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

function isWrittenHere(language: string): language is Locale {
  return Object.hasOwn(MONTHS, language);
}

/**
 * `value` (an ISO timestamp, epoch milliseconds or a Date) in `language`; an empty string when it
 * is no date at all, so a bad timestamp blanks one cell rather than breaking the page.
 */
export function formatDate(
  value: string | number | Date,
  language: string,
  style: DateStyle = 'date',
): string {
  const time = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(time.getTime())) return '';
  const year = time.getFullYear();
  if (!isWrittenHere(language) || year < 1000 || year > 9999) {
    return intlFormat(language, style).format(time);
  }
  const months = MONTHS[language][style === 'longDate' ? 'long' : 'short'];
  const date = DAY_MONTH_YEAR[language](time.getDate(), months[time.getMonth()]!, year);
  if (style !== 'dateTime') return date;
  return `${date}, ${twoDigits(time.getHours())}:${twoDigits(time.getMinutes())}`;
}
