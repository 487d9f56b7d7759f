// The engine's node-side entry: validating skins as operators write them, with ajv compiled at
// run time. The CLI and the gateway import this; src never does (it imports engine/index.ts only,
// so the browser bundle carries no ajv compiler).
export * from './index';
export {
  resolveSkin,
  type ResolveSkinRequest,
  type SkinResolution,
  type SkinAsset,
} from './skin/resolve-skin';
export { SKIN_SCHEMA, SKIN_SCHEMA_ID } from './skin/schema-validator';
