// One merchant per skin: the gateway reads the skins folder through the same loader as the CLI
// (loader/skin-loader.ts), so a merchant comes only from a skin that validates, resolved through its
// `extends` chain (the merchant code is the skin's own, never inherited). A skin with errors is
// skipped with its first issue as the reason. With no skin at all the gateway still serves one
// merchant, MC1001 for `default`, so it can run from an empty folder.
import type { ResolvedSkin } from '../../engine';
import { formatIssue, listSkinIds, loadSkins } from '../../loader/skin-loader';

export interface SkinMerchant {
  skinId: string;
  merchantCode: string;
  brand: string;
  /** The resolved skin, when the merchant comes from one (not the fallback). */
  skin?: ResolvedSkin;
}

export const FALLBACK_MERCHANT: SkinMerchant = {
  skinId: 'default',
  merchantCode: 'MC1001',
  brand: 'Skinforge',
};

export async function readSkinMerchants(
  skinsDir: string,
  warn: (message: string) => void = () => undefined,
): Promise<SkinMerchant[]> {
  const ids = await listSkinIds(skinsDir);
  const merchants: SkinMerchant[] = [];
  for (const loaded of await loadSkins(skinsDir, ids)) {
    if (!loaded.resolved) {
      const [first] = loaded.issues.filter((issue) => issue.severity === 'error');
      warn(
        `skin "${loaded.id}" does not validate, so the gateway serves no merchant for it: ${first ? formatIssue(first) : 'it has errors'}`,
      );
      continue;
    }
    const skin = loaded.resolved;
    merchants.push({
      skinId: skin.id,
      merchantCode: skin.merchantCode,
      brand: skin.brand.name,
      skin,
    });
  }
  return merchants.length > 0 ? merchants : [FALLBACK_MERCHANT];
}
