// The end of a run: which pages scroll sideways, and with `--compare` which shots changed, which
// are new and which of the earlier run's are gone. The exit code follows: 1 when a page could not
// be pictured, and with `--compare` when a shot differs beyond the threshold or a page scrolls
// sideways; 0 otherwise (without --compare the sheet is there to be looked at, overflow and all).
import { plural, type Logger } from '../logger';
import type { ShotsPlan } from './shots-input';
import { shotKey, type Shot } from './shots-manifest';

const percent = (ratio: number) => `${(ratio * 100).toFixed(3)} %`;

export interface RunOutcome {
  shots: readonly Shot[];
  /** Why each overflowing shot overflows, by shotKey. */
  overflows: ReadonlyMap<string, string>;
  /** The pages that could not be pictured, each with its reason. */
  failures: readonly string[];
}

export function summarise(
  { shots, overflows, failures }: RunOutcome,
  plan: ShotsPlan,
  logger: Logger,
): number {
  const overflowing = shots.filter((shot) => shot.overflowX);
  const byPage = new Map<string, Shot[]>();
  for (const shot of overflowing) {
    const key = `${shot.skin} ${shot.page}`;
    byPage.set(key, [...(byPage.get(key) ?? []), shot]);
  }
  for (const [page, pageShots] of byPage) {
    logger.warn(
      `${page} overflows sideways: ${pageShots.map((shot) => `${shot.locale} ${shot.viewport} (${overflows.get(shotKey(shot))})`).join(', ')}`,
    );
  }
  if (failures.length > 0) {
    logger.error(`${plural(failures.length, 'page')} could not be pictured (above).`);
  }
  if (!plan.compare) return failures.length > 0 ? 1 : 0;

  const { shown } = plan.compare;
  const changed = shots.filter((shot) => shot.diff?.status === 'changed');
  for (const shot of changed) {
    logger.error(
      `${shotKey(shot)} differs from ${shown} by ${percent(shot.diff!.ratio!)} of its pixels (threshold ${percent(plan.threshold)}): ${shot.diff!.file}`,
    );
  }
  for (const shot of shots.filter((each) => each.diff?.status === 'new')) {
    logger.info(`new: ${shotKey(shot)} (no such shot in ${shown})`);
  }
  const taken = new Set(shots.map(shotKey));
  const inScope = (shot: Shot) =>
    plan.ids.includes(shot.skin) &&
    plan.locales.includes(shot.locale) &&
    plan.viewports.includes(shot.viewport) &&
    (plan.pages === null || plan.pages.includes(shot.page));
  for (const shot of plan.compare.shots.filter(
    (each) => inScope(each) && !taken.has(shotKey(each)),
  )) {
    logger.info(`gone: ${shotKey(shot)} (in ${shown}, not pictured in this run)`);
  }
  if (changed.length === 0 && overflowing.length === 0 && failures.length === 0) {
    logger.success(
      `No shot differs from ${shown} beyond ${percent(plan.threshold)}, and none scrolls sideways.`,
    );
    return 0;
  }
  logger.error(
    `${plural(changed.length, 'shot')} differ from ${shown} beyond ${percent(plan.threshold)}; ${plural(overflowing.length, 'shot')} scroll sideways.`,
  );
  return 1;
}
