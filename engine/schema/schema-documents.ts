// The skin's JSON Schemas by `$id`, for whoever compiles or walks them (authoring validation, the
// generator). Node-side only: engine/index.ts never reaches this file, so the browser bundle carries
// no schema but the precompiled validators of engine/generated/.
import defs from '../../schemas/defs.schema.json';
import effectiveSkin from '../../schemas/effective-skin.schema.json';
import moduleTree from '../../schemas/module-tree.schema.json';
import skin from '../../schemas/skin.schema.json';

export const SCHEMA_DOCUMENTS: readonly { $id: string }[] = [defs, skin, effectiveSkin, moduleTree];
