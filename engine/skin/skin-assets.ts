import { joinPointer } from './json-pointer';
import { BANNER_GROUPS, type ResolvedSkin } from './skin-types';

/** Every asset a resolved skin names, with where it names it: the logo, favicon and banner images. */
export function skinAssets(skin: ResolvedSkin): Array<{ pointer: string; path: string }> {
  return [
    { pointer: '/brand/logo', path: skin.brand.logo },
    { pointer: '/brand/favicon', path: skin.brand.favicon },
    ...BANNER_GROUPS.flatMap((group) => skin.banners[group].map((banner, index) => ({ pointer: joinPointer('/banners', group, index, 'image'), path: banner.image }))),
  ];
}
