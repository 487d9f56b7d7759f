// One merchant per skin folder: `skins/<id>/skin.json` names its merchantCode (each skin sets its
// own; it is never inherited). A folder without a readable skin.json or a merchantCode is skipped
// with a reason. With no skin at all the gateway still serves one merchant, MC1001 for `default`,
// so it can run from an empty folder.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface SkinMerchant {
  skinId: string;
  merchantCode: string;
  brand: string;
}

export const FALLBACK_MERCHANT: SkinMerchant = {
  skinId: 'default',
  merchantCode: 'MC1001',
  brand: 'Skinforge',
};

export function readSkinMerchants(
  skinsDir: string,
  warn: (message: string) => void = () => undefined,
): SkinMerchant[] {
  if (!existsSync(skinsDir)) return [FALLBACK_MERCHANT];
  const merchants: SkinMerchant[] = [];
  for (const skinId of readdirSync(skinsDir).sort()) {
    const file = path.join(skinsDir, skinId, 'skin.json');
    if (!existsSync(file)) continue;
    try {
      const skin = JSON.parse(readFileSync(file, 'utf8')) as {
        merchantCode?: unknown;
        brand?: { name?: unknown };
      };
      if (typeof skin.merchantCode !== 'string' || !/^[A-Z0-9_]{2,32}$/.test(skin.merchantCode)) {
        warn(`${file}: no merchantCode; the gateway serves no merchant for skin "${skinId}".`);
        continue;
      }
      if (merchants.some((merchant) => merchant.merchantCode === skin.merchantCode)) {
        warn(
          `${file}: merchantCode ${skin.merchantCode} is already used by another skin; skipped.`,
        );
        continue;
      }
      merchants.push({
        skinId,
        merchantCode: skin.merchantCode,
        brand: typeof skin.brand?.name === 'string' ? skin.brand.name : skinId,
      });
    } catch (error) {
      warn(`${file}: ${error instanceof Error ? error.message : String(error)}; skipped.`);
    }
  }
  return merchants.length > 0 ? merchants : [FALLBACK_MERCHANT];
}
