// The skin's JSON Schemas by `$id`, for whoever compiles or walks them (authoring validation, the
// generator). Node-side only: engine/index.ts never reaches this file, so the browser bundle carries
// no schema but the precompiled validators of engine/generated/.
import defs from '../../schemas/defs.schema.json';
import effectiveSkin from '../../schemas/effective-skin.schema.json';
import moduleTree from '../../schemas/module-tree.schema.json';
import ageGate from '../../schemas/skin/age-gate.schema.json';
import analytics from '../../schemas/skin/analytics.schema.json';
import api from '../../schemas/skin/api.schema.json';
import banners from '../../schemas/skin/banners.schema.json';
import brand from '../../schemas/skin/brand.schema.json';
import categories from '../../schemas/skin/categories.schema.json';
import compliance from '../../schemas/skin/compliance.schema.json';
import features from '../../schemas/skin/features.schema.json';
import home from '../../schemas/skin/home.schema.json';
import layout from '../../schemas/skin/layout.schema.json';
import links from '../../schemas/skin/links.schema.json';
import locales from '../../schemas/skin/locales.schema.json';
import login from '../../schemas/skin/login.schema.json';
import menus from '../../schemas/skin/menus.schema.json';
import mirrors from '../../schemas/skin/mirrors.schema.json';
import registration from '../../schemas/skin/registration.schema.json';
import rewards from '../../schemas/skin/rewards.schema.json';
import security from '../../schemas/skin/security.schema.json';
import theme from '../../schemas/skin/theme.schema.json';
import values from '../../schemas/skin/values.schema.json';
import skin from '../../schemas/skin.schema.json';

/**
 * The parts schemas/skin.schema.json joins by `$ref`, one file per area (schemas/skin/), in the
 * order of the skin's properties; the values several areas share come first.
 */
export const SKIN_SCHEMA_PARTS: readonly { $id: string }[] = [
  values,
  brand,
  locales,
  ageGate,
  compliance,
  theme,
  categories,
  home,
  layout,
  menus,
  login,
  registration,
  banners,
  links,
  rewards,
  mirrors,
  features,
  analytics,
  security,
  api,
];

export const SCHEMA_DOCUMENTS: readonly { $id: string }[] = [
  defs,
  skin,
  ...SKIN_SCHEMA_PARTS,
  effectiveSkin,
  moduleTree,
];
