import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../engine';

// A local time: dates print in the viewer's zone, so the expected text holds on any machine.
const AT = new Date(2026, 10, 25, 14, 5);

describe('formatDate', () => {
  it('prints a day, a day and time, and a long day in PT', () => {
    expect(formatDate(AT, 'pt')).toBe('25 de nov. de 2026');
    expect(formatDate(AT, 'pt', 'dateTime')).toBe('25 de nov. de 2026, 14:05');
    expect(formatDate(AT, 'pt', 'longDate')).toBe('25 de novembro de 2026');
  });

  it('prints the day before the month in EN too, with a 24-hour clock', () => {
    expect(formatDate(AT, 'en')).toBe('25 Nov 2026');
    expect(formatDate(AT, 'en', 'dateTime')).toBe('25 Nov 2026, 14:05');
    expect(formatDate(AT, 'en', 'longDate')).toBe('25 November 2026');
  });

  it('takes an ISO timestamp or epoch milliseconds as well as a Date', () => {
    expect(formatDate(AT.toISOString(), 'en', 'dateTime')).toBe('25 Nov 2026, 14:05');
    expect(formatDate(AT.getTime(), 'en', 'dateTime')).toBe('25 Nov 2026, 14:05');
  });

  it('gives an empty string for a timestamp that is no date, instead of throwing', () => {
    expect(formatDate('', 'pt')).toBe('');
    expect(formatDate('not a date', 'en', 'dateTime')).toBe('');
  });
});

describe('formatDate against Intl.DateTimeFormat', () => {
  const intl = {
    pt: 'pt-BR',
    en: 'en-GB',
  } as const;
  const options = {
    date: { dateStyle: 'medium' },
    dateTime: { dateStyle: 'medium', timeStyle: 'short' },
    longDate: { dateStyle: 'long' },
  } as const;

  it('prints what Intl prints for any moment, language and style', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1970, 0, 1), max: new Date(2200, 0, 1), noInvalidDate: true }),
        fc.constantFrom('pt', 'en'),
        fc.constantFrom('date', 'dateTime', 'longDate'),
        (moment, language, style) => {
          const expected = new Intl.DateTimeFormat(intl[language], options[style]).format(moment);
          expect(formatDate(moment, language, style)).toBe(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('leaves a language it does not write to Intl', () => {
    expect(formatDate(AT, 'es', 'date')).toBe(
      new Intl.DateTimeFormat('es', { dateStyle: 'medium' }).format(AT),
    );
  });
});
