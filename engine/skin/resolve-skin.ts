// The authoring pipeline, one parse function with every step in order (Starlight's user-config
// does the same): follow `extends` → merge → validate against skin.schema.json → apply defaults →
// cross-field rules → layered dictionaries. Every issue is collected; nothing throws on bad input.
import { layerDictionaries, type Dictionaries } from '../i18n/layer-dictionaries';
import { LOCALES, type Locale, type ResolvedSkin } from '../model/skin-types';
import type { SchemaNode } from '../schema/schema-node';
import { applySchemaDefaults } from './apply-defaults';
import { cloneJson } from './deep-merge';
import { locateIssue } from './locate-issue';
import { resolveExtends } from './resolve-extends';
import { FILE_RULES, SKIN_RULES } from './rules';
import { schemaIssues } from './schema-issues';
import { SKIN_SCHEMA, skinSchemaValidator } from './schema-validator';
import { schemaVersionIssues } from './schema-version-issues';
import { assetProvider, skinAssets } from './skin-assets';
import { hasErrors, type IssueDraft, type SkinIssue } from './skin-issue';
import type { AssetReader, SkinLayer, SkinReader } from './skin-layer';

export interface ResolveSkinRequest {
  /** The skin's folder name. */
  id: string;
  /** Reads any skin folder of the chain by id. */
  read: SkinReader;
  /** Whether a skin folder holds a file; without it assets are not checked. */
  exists?: (skinId: string, path: string) => boolean;
  /** An image's size and first bytes; without it formats and size budgets are not checked. */
  readAsset?: AssetReader;
  /** Skin ids that exist, for did-you-mean on a missing parent. */
  knownIds?: readonly string[];
  /**
   * Merchant code → ids of the skins whose own file sets it, to catch two brands sharing a code.
   */
  merchantCodes?: ReadonlyMap<string, readonly string[]>;
}

export interface SkinAsset {
  /**
   * As the skin names it, relative to the folder of the skin that provides it (`assets/logo.svg`).
   */
  path: string;
  /** The skin whose folder holds the file (a parent's, when inherited). */
  skinId: string;
}

export interface SkinResolution {
  id: string;
  /** Absent when any issue is an error. */
  resolved?: ResolvedSkin;
  /** The chain, the skin itself first (as far as it could be followed). */
  lineage: string[];
  /** The chain's parsed files, the skin itself first: where each value was written. */
  layers: readonly SkinLayer[];
  /** Engine catalogue → parent skins → skin, per language. */
  dictionaries: Dictionaries;
  assets: SkinAsset[];
  /** Every file read, for watchers: skin.json and dictionaries of each layer. */
  files: string[];
  issues: SkinIssue[];
}

function supportedLocales(merged: Record<string, unknown>): Locale[] {
  const locales = (merged.locales as { supported?: unknown } | undefined)?.supported;
  const listed = Array.isArray(locales) ? LOCALES.filter((locale) => locales.includes(locale)) : [];
  return listed.length ? listed : [...LOCALES];
}

function toResolved(merged: Record<string, unknown>, lineage: string[]): ResolvedSkin {
  const copy = cloneJson(merged);
  applySchemaDefaults(SKIN_SCHEMA as SchemaNode, copy);
  delete copy.$schema;
  delete copy.extends;
  // A fact about each file, not about the brand: once every file of the chain is current, it says
  // nothing more.
  delete copy.schemaVersion;
  return { ...(copy as unknown as Omit<ResolvedSkin, 'lineage'>), lineage };
}

function uniqueAssets(
  skin: ResolvedSkin,
  layers: readonly SkinLayer[],
  exists: ResolveSkinRequest['exists'],
): SkinAsset[] {
  const seen = new Map<string, SkinAsset>();
  for (const { pointer, path } of skinAssets(skin)) {
    const skinId = assetProvider(pointer, path, layers, exists).id;
    seen.set(`${skinId}\u0000${path}`, { path, skinId });
  }
  return [...seen.values()];
}

/**
 * The layered dictionaries of a chain, by the chain's first layer that has any: every skin that adds
 * no dictionary of its own above the same parents (a brand that only renames) shares theirs, made
 * once (a layer is parsed once per source: parse-layer.ts). Never changed once made.
 */
const dictionariesOfChain = new WeakMap<
  SkinLayer,
  { chain: readonly SkinLayer[]; dictionaries: Dictionaries }
>();

function chainDictionaries(layers: readonly SkinLayer[]): Dictionaries {
  const chain = layers.slice(
    Math.max(
      layers.findIndex((layer) => Object.keys(layer.dictionaries).length > 0),
      0,
    ),
  );
  const known = chain[0] && dictionariesOfChain.get(chain[0]);
  if (
    known?.chain.length === chain.length &&
    known.chain.every((layer, index) => layer === chain[index])
  ) {
    return known.dictionaries;
  }
  const dictionaries = layerDictionaries(
    [...chain]
      .reverse()
      .map((layer) =>
        Object.fromEntries(
          LOCALES.map((locale) => [locale, layer.dictionaries[locale]?.entries ?? {}]),
        ),
      ),
  );
  if (chain[0]) dictionariesOfChain.set(chain[0], { chain, dictionaries });
  return dictionaries;
}

export function resolveSkin(request: ResolveSkinRequest): SkinResolution {
  const chain = resolveExtends(request.id, request.read, request.knownIds);
  const { layers } = chain;
  const lineage = layers.map((layer) => layer.id);
  const files = layers.flatMap((layer) => [
    layer.file,
    ...LOCALES.flatMap((locale) => layer.dictionaries[locale]?.file ?? []),
  ]);
  const dictionaries = chainDictionaries(layers);
  const issues: SkinIssue[] = [...chain.issues];
  const result = (resolved?: ResolvedSkin, assets: SkinAsset[] = []): SkinResolution => ({
    id: request.id,
    resolved: hasErrors(issues) ? undefined : resolved,
    lineage,
    layers,
    dictionaries,
    assets,
    files,
    issues,
  });
  const place = (drafts: IssueDraft[]) =>
    issues.push(...drafts.map((draft) => locateIssue(draft, layers)));
  if (!chain.merged) return result();

  const merged = chain.merged;
  place(
    FILE_RULES.flatMap((rule) =>
      rule({ folderId: request.id, layers, merged, supported: supportedLocales(merged) }),
    ),
  );
  const versionIssues = schemaVersionIssues(layers);
  if (versionIssues.length) {
    place(versionIssues);
    return result();
  }
  const { validate } = skinSchemaValidator();
  if (!validate(merged)) {
    place(schemaIssues(validate.errors ?? [], merged));
    return result();
  }
  const skin = toResolved(merged, lineage);
  place(
    SKIN_RULES.flatMap((rule) =>
      rule({
        skin,
        folderId: request.id,
        layers,
        exists: request.exists,
        readAsset: request.readAsset,
        merchantCodes: request.merchantCodes,
      }),
    ),
  );
  return result(skin, uniqueAssets(skin, layers, request.exists));
}
