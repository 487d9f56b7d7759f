import { BANNER_GROUPS, type ResolvedSkin } from '../model/skin-types';
import { joinPointer } from '../schema/json-pointer';
import type { AssetKind } from './asset-budgets';
import type { SkinLayer } from './skin-layer';

/**
 * Every asset a resolved skin names, with where it names it and what it is for: the logo, favicon
 * and banner images.
 */
export function skinAssets(
  skin: ResolvedSkin,
): Array<{ pointer: string; path: string; kind: AssetKind }> {
  return [
    { pointer: '/brand/logo', path: skin.brand.logo, kind: 'logo' },
    { pointer: '/brand/favicon', path: skin.brand.favicon, kind: 'favicon' },
    ...BANNER_GROUPS.flatMap((group) =>
      skin.banners[group].map((banner, index) => ({
        pointer: joinPointer('/banners', group, index, 'image'),
        path: banner.image,
        kind: 'banner' as const,
      })),
    ),
  ];
}

/**
 * The skin whose folder provides an asset: the layer whose file wrote the path; for a path that
 * came from the schema's defaults, the nearest skin of the chain that has the file (a child
 * inherits its parent's logo without copying it), else the skin itself.
 */
export function assetProvider(
  pointer: string,
  path: string,
  layers: readonly SkinLayer[],
  exists?: (skinId: string, path: string) => boolean,
): SkinLayer {
  const writer = layers.find((layer) => layer.locations.has(pointer));
  if (writer) return writer;
  return (exists && layers.find((layer) => exists(layer.id, path))) || layers[0];
}

/** The asset's file as the operator reaches it: beside the provider's skin.json. */
export function assetFile(provider: SkinLayer, path: string): string {
  const folderEnd = Math.max(provider.file.lastIndexOf('/'), provider.file.lastIndexOf('\\'));
  return `${provider.file.slice(0, folderEnd + 1)}${path}`;
}
