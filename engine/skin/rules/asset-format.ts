import { detectImageFormat, extensionOf, IMAGE_FORMATS } from '../image-formats';
import { assetFile, assetProvider, skinAssets } from '../skin-assets';
import type { SkinRule } from './skin-rule';

/**
 * Every image is the format its name says, by its bytes: the name decides the Content-Type a
 * host serves it with, and an image served as another type does not show.
 */
export const assetFormat: SkinRule = ({ skin, layers, exists, readAsset }) => {
  if (!readAsset) return [];
  return skinAssets(skin).flatMap(({ pointer, path }) => {
    const provider = assetProvider(pointer, path, layers, exists);
    const facts = readAsset(provider.id, path);
    const expected = IMAGE_FORMATS[extensionOf(path)];
    if (!facts || !expected || expected.matches(facts.head)) return [];
    const actual = detectImageFormat(facts.head);
    const renamed = actual && Object.entries(IMAGE_FORMATS).find(([, format]) => format === actual);
    return [
      {
        pointer,
        message: `names ${assetFile(provider, path)}, which is not a ${expected.name} image as its name says`,
        expected: `a ${expected.name} file`,
        found: actual ? `${actual.name} bytes` : 'bytes of no image format',
        hint: renamed
          ? `rename it to ${path.slice(0, path.lastIndexOf('.'))}.${renamed[0]} or save it as ${expected.name}`
          : `save it as ${expected.name}`,
        code: 'rule/asset-format',
      },
    ];
  });
};
