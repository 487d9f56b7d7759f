// `skinforge shots [ids…] [--all] [--out shots] [--viewports phone,tablet,desktop] [--locales pt,en]
// [--pages <list>] [--compare <dir>] [--threshold <ratio>] [--json]`: every page of every skin in
// every language and on every screen, pictured into `<out>/<skin>/<locale>/<viewport>/<page>.png`
// with `<out>/shots.json` and a contact sheet, `<out>/index.html` (cli/shots/). Bad input is
// refused before anything runs (exit 2).
import type { CliIo } from '../io';
import { createLogger } from '../logger';
import { planShots, type ShotsOptions } from '../shots/shots-input';

export const BAD_INPUT = 2;

export async function shots(ids: string[], options: ShotsOptions, io: CliIo): Promise<number> {
  const planned = await planShots(ids, options, io.cwd);
  if (!planned.ok) {
    createLogger(io).error(planned.message);
    return BAD_INPUT;
  }
  // The browser and the build load only once the input is known to be good.
  const { runShots } = await import('../shots/run-shots');
  return runShots(planned.value, io);
}
