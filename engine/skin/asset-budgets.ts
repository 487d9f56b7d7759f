// How large each kind of image a skin names may be before validate warns. The home's largest
// paint is its first banner and the logo and favicon load with every page, so an oversized file
// costs every visit on a phone (the Lighthouse budget in ARCHITECTURE.md "Budgets"); a photo
// banner as WebP, or an optimised SVG, fits with room to spare.

export type AssetKind = 'logo' | 'favicon' | 'banner';

/** Bytes, per kind. */
export const ASSET_BUDGETS: Readonly<Record<AssetKind, number>> = {
  logo: 64 * 1024,
  favicon: 32 * 1024,
  banner: 256 * 1024,
};

/** `412.3 KB` (1 KB = 1024 bytes, as the budgets are written). */
export function formatKilobytes(bytes: number): string {
  const kilobytes = bytes / 1024;
  return `${Number.isInteger(kilobytes) ? kilobytes : kilobytes.toFixed(1)} KB`;
}
