import { ASSET_BUDGETS, formatKilobytes } from '../asset-budgets';
import { assetFile, assetProvider, skinAssets } from '../skin-assets';
import type { SkinRule } from './skin-rule';

/** Every image stays within its kind's size budget (asset-budgets.ts says why); a warning. */
export const assetBudget: SkinRule = ({ skin, layers, exists, readAsset }) => {
  if (!readAsset) return [];
  return skinAssets(skin).flatMap(({ pointer, path, kind }) => {
    const provider = assetProvider(pointer, path, layers, exists);
    const size = readAsset(provider.id, path)?.size;
    const budget = ASSET_BUDGETS[kind];
    if (size === undefined || size <= budget) return [];
    return [
      {
        pointer,
        message: `names ${assetFile(provider, path)}, ${formatKilobytes(size)}, over the ${formatKilobytes(budget)} budget for a ${kind}`,
        expected: `a ${kind} of at most ${formatKilobytes(budget)}`,
        found: '',
        hint: 'compress it (an optimised SVG, or WebP for a photo) so pages load quickly on a phone',
        severity: 'warning',
        code: 'rule/asset-budget',
      },
    ];
  });
};
