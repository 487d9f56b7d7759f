import { assetProvider, skinAssets } from '../skin-assets';
import type { SkinRule } from './skin-rule';

/**
 * Every image the skin names exists in the folder of the skin that named it (the CLI checks the
 * disk).
 */
export const assetsExist: SkinRule = ({ skin, layers, exists }) => {
  if (!exists) return [];
  return skinAssets(skin).flatMap(({ pointer, path }) => {
    const provider = assetProvider(pointer, path, layers, exists);
    if (exists(provider.id, path)) return [];
    return [
      {
        pointer,
        message: `names a file that does not exist in skin "${provider.id}"`,
        expected: `a file at ${provider.id}/${path}`,
        found: JSON.stringify(path),
        hint: `add ${path} to the skin's folder or fix the path`,
        code: 'rule/assets-exist',
      },
    ];
  });
};
