// A cross-field rule: what a JSON Schema cannot say. Skin rules read the resolved skin (they run
// once the schema passes); file rules read the files themselves (an id, a dictionary), and run
// even when the schema does not pass, so every issue shows at once.
import type { Locale, ResolvedSkin } from '../../model/skin-types';
import type { IssueDraft } from '../skin-issue';
import type { AssetReader, SkinLayer } from '../skin-layer';

export interface SkinRuleContext {
  skin: ResolvedSkin;
  /** The folder the skin was asked for by. */
  folderId: string;
  /** The chain, the skin itself first. */
  layers: readonly SkinLayer[];
  /**
   * Whether a skin folder holds a file; absent when the caller cannot look (then assets are not
   * checked).
   */
  exists?: (skinId: string, path: string) => boolean;
  /** An asset's size and first bytes; absent when the caller cannot look (then neither is checked). */
  readAsset?: AssetReader;
  /** Merchant code → ids of the skins that set it, when the caller knows the other skins. */
  merchantCodes?: ReadonlyMap<string, readonly string[]>;
}

export interface FileRuleContext {
  /** The folder the skin was asked for by. */
  folderId: string;
  /** The chain, the skin itself first. */
  layers: readonly SkinLayer[];
  /** The merged chain, before defaults and validation: read defensively. */
  merged: Record<string, unknown>;
  /** The languages the skin offers (from the merged chain, or both when it does not say). */
  supported: readonly Locale[];
}

export type SkinRule = (context: SkinRuleContext) => IssueDraft[];
export type FileRule = (context: FileRuleContext) => IssueDraft[];
