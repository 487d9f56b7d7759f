// The authoring validator: ajv compiles skin.schema.json (with its parts in schemas/skin/) once per
// process, with every error collected and the failing schema attached (verbose) so issues can say what was expected. Only
// engine/authoring.ts reaches this file, so the browser bundle never carries ajv's compiler.
import type { AnySchemaObject, ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020';
import defsSchema from '../../schemas/defs.schema.json';
import skinSchema from '../../schemas/skin.schema.json';
import { AJV_OPTIONS, AJV_VOCABULARY } from '../schema/ajv-options';
import { SKIN_SCHEMA_PARTS } from '../schema/schema-documents';

export const SKIN_SCHEMA = skinSchema as AnySchemaObject;
export const SKIN_SCHEMA_ID = skinSchema.$id;

let instance: { ajv: Ajv2020; validate: ValidateFunction } | undefined;

export function skinSchemaValidator(): { ajv: Ajv2020; validate: ValidateFunction } {
  if (!instance) {
    const ajv = new Ajv2020({ ...AJV_OPTIONS, allErrors: true, verbose: true });
    ajv.addVocabulary([...AJV_VOCABULARY]);
    ajv.addSchema(defsSchema as AnySchemaObject);
    for (const part of SKIN_SCHEMA_PARTS) ajv.addSchema(part as AnySchemaObject);
    instance = { ajv, validate: ajv.compile(SKIN_SCHEMA) };
  }
  return instance;
}

/**
 * The validator of one `$defs` entry (a branch of a oneOf), by its absolute `$id#pointer`, compiled
 * on first use and cached by ajv.
 */
export function definitionValidator(ref: string): ValidateFunction | undefined {
  return skinSchemaValidator().ajv.getSchema(ref);
}
