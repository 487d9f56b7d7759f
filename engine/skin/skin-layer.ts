import type { Locale } from '../model/skin-types';
import type { SourceMap } from './json-source';

/** One skin file of an `extends` chain, parsed, with where each value sits in its text. */
export interface SkinLayer {
  id: string;
  file: string;
  value: Record<string, unknown>;
  locations: SourceMap;
  dictionaries: Partial<Record<Locale, DictionaryLayer>>;
}

/** One `i18n/<lng>.json` of a skin, parsed. */
export interface DictionaryLayer {
  file: string;
  entries: Record<string, unknown>;
  locations: SourceMap;
}

/** What a reader hands the engine for one skin folder; the CLI reads the disk, the bench memory. */
export interface SkinSource {
  /** The skin.json path as the operator reaches it (`skins/acme/skin.json`). */
  file: string;
  text: string;
  dictionaries: Partial<Record<Locale, { file: string; text: string }>>;
}

export type SkinReader = (id: string) => SkinSource | undefined;

/** What the format and size checks read of an image a skin names. */
export interface AssetFacts {
  /** In bytes. */
  size: number;
  /** The first bytes (at most IMAGE_HEAD_BYTES, engine/skin/image-formats.ts). */
  head: Uint8Array;
}

/** An image's facts, by the skin folder that holds it; undefined when there is no such file. */
export type AssetReader = (skinId: string, path: string) => AssetFacts | undefined;
