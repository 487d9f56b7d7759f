// The engine's node-side entry: everything of engine/index.ts, plus what only the CLI, the gateway
// and the generator need — validating skins as operators write them (ajv compiled at run time), the
// JSON Schemas themselves, the gateway's server half of the hybrid encryption. src never imports
// this file (only engine/index.ts), so the browser bundle carries neither ajv's compiler nor a schema.
export * from './index';
export {
  resolveSkin,
  type ResolveSkinRequest,
  type SkinResolution,
  type SkinAsset,
} from './skin/resolve-skin';
export { SKIN_SCHEMA, SKIN_SCHEMA_ID } from './skin/schema-validator';
export type { AssetFacts, AssetReader } from './skin/skin-layer';
export { detectImageFormat, IMAGE_HEAD_BYTES } from './skin/image-formats';
export { diffSkins, type DiffSide, type SkinDifference } from './skin/diff-skins';
export { issueHelp, ISSUE_HELP } from './skin/issue-codes';
export {
  CURRENT_SCHEMA_VERSION,
  MIGRATIONS,
  migrateSkinText,
  type MigrationResult,
  type MigrationStep,
} from './skin/migrations';
export { SCHEMA_DOCUMENTS } from './schema/schema-documents';
export { resolveRef, type SchemaNode } from './schema/schema-node';
export { AJV_OPTIONS, AJV_VOCABULARY } from './schema/ajv-options';
export { API_SCHEMAS } from './api/api-schemas';
export { additionalData, decodeEncryptedPayload, RSA_OAEP_PARAMS } from './api/hybrid-crypto';
