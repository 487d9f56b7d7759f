// The session's time as the header's clock shows it (UK RTS 13: the time since login on screen)
// and when the next reality check is due: every `minutes` of the session, counted from its start.
const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

const two = (value: number) => String(value).padStart(2, '0');

/** Hours and minutes, "0:04" or "1:02": whole minutes, so the clock changes once a minute. */
export function sessionClockText(elapsedMs: number): string {
  const minutes = Math.max(0, Math.floor(elapsedMs / MINUTE_MS));
  return `${Math.floor(minutes / 60)}:${two(minutes % 60)}`;
}

/** Whole minutes since the session began. */
export function sessionMinutes(startedAtMs: number, nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - startedAtMs) / MINUTE_MS));
}

/** Milliseconds until the next reality check, due at every whole `minutes` of the session. */
export function nextRealityCheckIn(startedAtMs: number, minutes: number, nowMs: number): number {
  const every = minutes * MINUTE_MS;
  const elapsed = Math.max(0, nowMs - startedAtMs);
  return every - (elapsed % every);
}
