// The studio's HTTP contract, shared by its server (cli/studio/) and its editor (studio/): the
// paths and every JSON shape that crosses between them. Types and constants only, so the server
// takes nothing of the editor's code with it.
import type { Locale, SkinIssue } from '../../engine';

/** The editor's page; the API lives under it. */
export const STUDIO_PATH = '/__studio/';
export const STUDIO_API_PATH = `${STUDIO_PATH}api/`;

export type JsonValue = null | boolean | number | string | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

/** A node of the skin schema with every `$ref` inlined (cli/studio/schema-tree.ts). */
export interface SchemaTree {
  type?: string | string[];
  description?: string;
  default?: unknown;
  examples?: unknown[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  required?: string[];
  properties?: Record<string, SchemaTree>;
  additionalProperties?: boolean | SchemaTree;
  items?: SchemaTree;
  oneOf?: SchemaTree[];
  anyOf?: SchemaTree[];
  /** What a value must be, in words (the skin schema's own annotation). */
  'x-expected'?: string;
  /** The definition the node came from (`colour`, `assetPath`, `internalRoute`). */
  'x-def'?: string;
}

/** The skin's own documents: what its skin.json and dictionaries set. */
export interface SkinDocuments {
  skin: JsonObject;
  dictionaries: Partial<Record<Locale, JsonObject>>;
}

export interface ParentLayer extends SkinDocuments {
  id: string;
}

export interface DiffLine {
  kind: 'context' | 'added' | 'removed';
  text: string;
}

export interface DiffHunk {
  /** `@@ -12,7 +12,7 @@` */
  header: string;
  lines: DiffLine[];
}

export interface FileChange {
  /** As the operator reaches it: `skins/acme/skin.json`. */
  file: string;
  hunks: DiffHunk[];
  /** An asset the draft adds (its bytes are not shown). */
  binary?: boolean;
}

/** How the draft stands after each change: validated by the engine, as saving would write it. */
export interface DraftStatus {
  issues: SkinIssue[];
  /** No error: saving is allowed. */
  valid: boolean;
  changes: FileChange[];
  /** Files changed on the disk since the studio loaded them: saving would be refused. */
  stale: string[];
}

export interface StudioFile {
  /** In the skin's folder: `skin.json`, `i18n/en.json`. */
  relative: string;
  /** As issues name it: `skins/acme/skin.json`. */
  display: string;
}

export interface StudioState extends DraftStatus {
  id: string;
  /** The `extends` chain, the skin itself first. */
  lineage: string[];
  files: StudioFile[];
  schema: SchemaTree;
  /**
   * The documents as the server's draft holds them (as loaded, when nothing is drafted); absent
   * when a file of the skin cannot be read as JSON (documentError says why).
   */
  draft?: SkinDocuments;
  documentError?: string;
  /** The parents' own documents, nearest first. */
  parents: ParentLayer[];
  /** Images the skin may name: its own, its parents', and the draft's uploads. */
  assets: string[];
}

export interface SaveAnswer extends DraftStatus {
  written: string[];
}

export interface UploadAnswer {
  /** The upload's path in the skin: `assets/banner.png`. */
  path: string;
}

export interface ErrorAnswer {
  error: string;
  /** A refused save: the files that changed on the disk. */
  stale?: string[];
  issues?: SkinIssue[];
}
