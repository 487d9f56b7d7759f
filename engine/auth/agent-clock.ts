// The agent centre's clock (spec 001 §2): the time with its GMT offset, updated every second. The
// offset is the player's (minutes east of Greenwich, i.e. -Date#getTimezoneOffset()); time and
// offset are arguments so the text is the same in tests everywhere.

const two = (value: number) => String(value).padStart(2, '0');

/** "+08:00", "-03:00", "+05:30", "+00:00". */
export function gmtOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const minutes = Math.abs(Math.round(offsetMinutes));
  return `${sign}${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}

/** The clock's parts for `agentNav.clock` ("GMT{{offset}} {{time}}"): the local date and time. */
export function agentClock(now: number, offsetMinutes: number): { offset: string; time: string } {
  const local = new Date(now + offsetMinutes * 60_000);
  const date = `${local.getUTCFullYear()}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())}`;
  const time = `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:${two(local.getUTCSeconds())}`;
  return { offset: gmtOffset(offsetMinutes), time: `${date} ${time}` };
}
