// effective = merge(resolvedSkin, what the gateway sent) — ARCHITECTURE.md "The merge at run time".
// Pure, and it never throws: input that fails validation is set aside with a reason (`degraded`)
// and the skin's own choices stand, so a bad payload never leaves a white screen.
import type { ResolvedSkin } from '../model/skin-types';
import { systemStatus } from '../roles/system-status';
import { decideFeature, type TreeInput, type FeatureState } from './decide-feature';
import type { EffectiveSkin } from './effective-skin';
import { FEATURE_IDS, FEATURES, type FeatureId } from './feature-registry';
import type { MergeInputs, PermissionInput } from './merge-inputs';
import { navCategories } from './nav-categories';
import { registrationForms } from './registration-forms';
import { checkEffectiveSkin, checkModuleTree } from './standalone-checks';

function treeInput(whitelabel: unknown): TreeInput {
  if (whitelabel === undefined || whitelabel === null) return { kind: 'none' };
  const checked = checkModuleTree(whitelabel);
  return checked.ok
    ? { kind: 'tree', nodes: checked.value }
    : { kind: 'rejected', problem: checked.problem };
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function compute(skin: ResolvedSkin, inputs: MergeInputs, tree: TreeInput): EffectiveSkin {
  const permission: PermissionInput =
    inputs.permission !== null && typeof inputs.permission === 'object' ? inputs.permission : {};
  const features = Object.fromEntries(
    FEATURE_IDS.map((id) => [id, decideFeature(FEATURES[id], skin, tree)]),
  ) as Record<FeatureId, FeatureState>;
  return {
    skinId: skin.id,
    status: systemStatus(permission),
    maintenanceEnd: text(permission.maintenanceEnd),
    visitorIp: text(
      permission.location !== null && typeof permission.location === 'object'
        ? permission.location.ip
        : undefined,
    ),
    features,
    navCategories: navCategories(skin.categories, inputs.vendorLanes),
    registration: registrationForms({
      skin,
      features,
      settings: inputs.registrationSettings,
      rules: inputs.registrationRules,
    }),
  };
}

export function mergeEffective(skin: ResolvedSkin, inputs: MergeInputs = {}): EffectiveSkin {
  const reasons: string[] = [];
  const withReasons = (effective: EffectiveSkin): EffectiveSkin =>
    reasons.length ? { ...effective, degraded: reasons.join('; ') } : effective;
  let tree: TreeInput = { kind: 'none' };
  try {
    tree = treeInput(inputs.permission?.info?.whitelabel);
    if (tree.kind === 'rejected') reasons.push(`the module tree was rejected: ${tree.problem}`);
    const full = checkEffectiveSkin(compute(skin, inputs, tree));
    if (full.ok) return withReasons(full.value);
    reasons.push(
      `the registration settings, registration rules or vendor lanes were rejected: ${full.problem}`,
    );
    const permissionOnly = checkEffectiveSkin(
      compute(skin, { permission: inputs.permission }, tree),
    );
    if (permissionOnly.ok) return withReasons(permissionOnly.value);
    reasons.push(`the permission payload was rejected: ${permissionOnly.problem}`);
  } catch (error) {
    reasons.push(`the merge failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  // Last resort: the skin's own choices; the status flags still count (reading them cannot fail).
  const fallbackTree: TreeInput =
    tree.kind === 'tree'
      ? { kind: 'rejected', problem: 'set aside with the rest of the gateway input' }
      : tree;
  const permission =
    inputs.permission !== null && typeof inputs.permission === 'object'
      ? { ...inputs.permission, info: undefined }
      : undefined;
  return withReasons(compute(skin, { permission }, fallbackTree));
}
