import type { NamedPattern } from './named-pattern';

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const US = /^(\d{2})-(\d{2})-(\d{4})$/;

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return day <= days;
}

/** A real calendar date written yyyy-MM-dd or MM-dd-yyyy (birthdays); 2023-02-30 fails. */
export const date: NamedPattern = {
  id: 'date',
  description: 'a date as yyyy-MM-dd or MM-dd-yyyy',
  test(value) {
    const iso = ISO.exec(value);
    if (iso) return isCalendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    const us = US.exec(value);
    return us !== null && isCalendarDate(Number(us[3]), Number(us[1]), Number(us[2]));
  },
};
