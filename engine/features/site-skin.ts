// The one skin the site renders from once boot has decided: the resolved skin with the merge's
// decisions folded in (mergeEffective, for the same skin). Where the gateway may overrule the
// brand, only the decision is left to read, so no page can show what the skin wished for but the
// gateway refused: `features` holds each feature's state, `registration` the methods and forms as
// they will be shown, and every other wish the registry reads (a login method, a social provider,
// free play) is withdrawn where the merge turned it down. The rest — brand, theme, locales, menus,
// links, banners, home, api, mirrors, categories, lineage, age gate — has no gateway decision over
// it and is the resolved skin's, as it is.
import type { ResolvedSkin } from '../model/skin-types';
import type { EffectiveSkin } from './effective-skin';
import { FEATURE_IDS, FEATURES, type SkinSetting } from './feature-registry';

export interface SiteSkin
  extends
    Omit<ResolvedSkin, 'features' | 'registration'>,
    Pick<EffectiveSkin, 'features' | 'status' | 'maintenanceEnd' | 'visitorIp' | 'navCategories'> {
  /**
   * The methods and forms as they will be shown. The skin's own `fields` choices are already in
   * `forms` (refined by the gateway's settings and rules), so they are not kept beside them.
   */
  registration: EffectiveSkin['registration'] & Pick<ResolvedSkin['registration'], 'termsLink'>;
  /** Why some gateway input was set aside, when it was. */
  degraded?: string;
}

/**
 * `value` with the wish at `setting` taken back: a flag becomes false, a list loses the item (or
 * the item of that `provider`) — the two kinds of setting the registry reads (skin-wants.ts).
 */
function withdrawn(value: unknown, keys: readonly string[], setting: SkinSetting): unknown {
  if (keys.length === 0) {
    if (setting.includes === undefined) return false;
    return Array.isArray(value)
      ? value.filter(
          (item: unknown) =>
            item !== setting.includes &&
            (item === null ||
              typeof item !== 'object' ||
              (item as { provider?: unknown }).provider !== setting.includes),
        )
      : value;
  }
  if (value === null || typeof value !== 'object') return value;
  const [key, ...rest] = keys;
  const record = value as Record<string, unknown>;
  return { ...record, [key]: withdrawn(record[key], rest, setting) };
}

export function siteSkin(resolved: ResolvedSkin, effective: EffectiveSkin): SiteSkin {
  const { features, navCategories, status, maintenanceEnd, visitorIp, degraded } = effective;
  // Wishes under `features` and `registration` go with them below; this takes back the others.
  const refused = FEATURE_IDS.filter((id) => !features[id].on).map((id) => FEATURES[id].setting);
  const decided = refused.reduce<ResolvedSkin>(
    (skin, setting) => withdrawn(skin, setting.path.split('.'), setting) as ResolvedSkin,
    resolved,
  );
  const { features: _wishes, registration, ...rest } = decided;
  return {
    ...rest,
    features,
    registration: {
      termsLink: registration.termsLink,
      methods: effective.registration.methods,
      forms: effective.registration.forms,
    },
    status,
    maintenanceEnd,
    visitorIp,
    navCategories,
    ...(degraded === undefined ? {} : { degraded }),
  };
}
