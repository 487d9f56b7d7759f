// Writes engine/api/generated/action-types.ts from schemas/api/*.schema.json: the JSON Schemas are
// the law for shapes (DESIGN.md), and the client's payload and value types follow from them
// instead of being written twice. Run `npx tsx gateway/tools/gen-api-types.ts` after changing a
// schema; tests/gateway/contract.test.ts fails while the file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ACTIONS } from '../../engine/api/actions';
import { API_SCHEMAS } from '../../engine/api/api-schemas';

type Schema = { [keyword: string]: unknown };

export const ACTION_TYPES_FILE = fileURLToPath(
  new URL('../../engine/api/generated/action-types.ts', import.meta.url),
);

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const indent = (text: string) => text.replace(/\n/g, '\n  ');
/**
 * A branch that only names required keys (allOf/anyOf constraints), which adds no type of its own.
 */
const onlyRequired = (schema: Schema) =>
  Object.keys(schema).every((key) => key === 'required' || key === 'type');
const doc = (schema: Schema) =>
  typeof schema.description === 'string'
    ? `/** ${schema.description.replace(/\*\//g, '* /')} */\n`
    : '';

class TypeWriter {
  private readonly documents = new Map<string, Schema>();
  private readonly declarations = new Map<string, string>();

  constructor(schemas: readonly { $id: string }[]) {
    for (const schema of schemas) this.documents.set(schema.$id, schema as Schema);
  }

  /**
   * The type name of a definition, declaring it on first use. Shared shapes get an `Api` prefix so
   * they never clash with the engine's own names (Banner, ModuleNode…).
   */
  named(documentId: string, pointer: string): string {
    const definition = pointer.replace(/^\/\$defs\//, '');
    const family = documentId.match(/\/api\/([a-z]+)\.schema\.json$/)?.[1];
    const isActionType = /(Payload|Value)$/.test(definition) && family !== 'common';
    const name =
      pointer === ''
        ? 'ApiModuleTree'
        : isActionType
          ? pascal(definition)
          : `Api${pascal(definition)}`;
    if (!this.declarations.has(name)) {
      this.declarations.set(name, '');
      const schema = this.resolve(documentId, pointer);
      this.declarations.set(
        name,
        `${doc(schema)}export type ${name} = ${this.type(schema, documentId)};`,
      );
    }
    return name;
  }

  private resolve(documentId: string, pointer: string): Schema {
    const document = this.documents.get(documentId);
    if (!document) throw new Error(`No schema with $id ${documentId}`);
    return pointer
      .split('/')
      .slice(1)
      .reduce<Schema>((node, key) => node[key] as Schema, document);
  }

  private reference(ref: string, baseId: string): string {
    const [target, pointer = ''] = ref.split('#');
    return this.named(target ? new URL(target, baseId).href : baseId, pointer);
  }

  type(schema: Schema, baseId: string): string {
    if (typeof schema.$ref === 'string') return this.reference(schema.$ref, baseId);
    if (Array.isArray(schema.allOf)) return this.allOf(schema.allOf as Schema[], baseId);
    const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
    // anyOf of bare `required` lists only constrains which properties appear; the object type says
    // the rest.
    if (union && !union.every(onlyRequired)) {
      return union.map((branch) => this.type(branch, baseId)).join(' | ');
    }
    if ('const' in schema) return JSON.stringify(schema.const);
    if (Array.isArray(schema.enum)) {
      return schema.enum.map((item) => JSON.stringify(item)).join(' | ');
    }
    const types = Array.isArray(schema.type)
      ? (schema.type as string[])
      : typeof schema.type === 'string'
        ? [schema.type]
        : [];
    if (types.length === 0) return schema.properties ? this.object(schema, baseId) : 'unknown';
    return types.map((type) => this.primitive(type, schema, baseId)).join(' | ');
  }

  private allOf(parts: Schema[], baseId: string): string {
    const [base, ...rest] = parts;
    const required = rest.flatMap((part) =>
      onlyRequired(part) ? (part.required as string[]) : [],
    );
    const others = rest
      .filter((part) => !onlyRequired(part))
      .map((part) => this.type(part, baseId));
    const head = required.length
      ? `WithRequired<${this.type(base, baseId)}, ${required.map((key) => JSON.stringify(key)).join(' | ')}>`
      : this.type(base, baseId);
    return [head, ...others].join(' & ');
  }

  private primitive(type: string, schema: Schema, baseId: string): string {
    switch (type) {
      case 'string':
        return 'string';
      case 'integer':
      case 'number':
        return 'number';
      case 'boolean':
        return 'boolean';
      case 'null':
        return 'null';
      case 'array':
        return `Array<${schema.items ? this.type(schema.items as Schema, baseId) : 'unknown'}>`;
      default:
        return this.object(schema, baseId);
    }
  }

  private object(schema: Schema, baseId: string): string {
    const properties = Object.entries((schema.properties ?? {}) as Record<string, Schema>);
    const required = new Set((schema.required ?? []) as string[]);
    const lines = properties.map(
      ([key, property]) =>
        `${doc(property)}${key}${required.has(key) ? '' : '?'}: ${this.type(property, baseId)};`,
    );
    const extra = schema.additionalProperties;
    if (extra && typeof extra === 'object') {
      lines.push(`[key: string]: ${this.type(extra as Schema, baseId)};`);
    }
    if (lines.length === 0) return 'Record<string, never>';
    return `{\n  ${indent(lines.join('\n'))}\n}`;
  }

  source(): string {
    return [...this.declarations.values()].join('\n\n');
  }
}

export function generateActionTypes(): string {
  const writer = new TypeWriter(API_SCHEMAS);
  const entries = ACTIONS.map((action) => {
    const [payloadDocument, payloadPointer] = action.payloadSchema.$ref.split('#');
    const [valueDocument, valuePointer] = action.valueSchema.$ref.split('#');
    return `${action.name}: { payload: ${writer.named(payloadDocument, payloadPointer)}; value: ${writer.named(valueDocument, valuePointer)} };`;
  });
  return `// Generated by gateway/tools/gen-api-types.ts from schemas/api/*.schema.json: do not edit.
// After changing a schema, run \`npx tsx gateway/tools/gen-api-types.ts\`.
/* eslint-disable */

/** T with the keys K required. */
export type WithRequired<T, K extends keyof T> = T & { [P in K]-?: T[P] };

${writer.source()}

/** Each action's payload and value types. */
export interface ActionTypes {
  ${entries.join('\n  ')}
}

export type ActionPayload<N extends keyof ActionTypes> = ActionTypes[N]['payload'];
export type ActionValue<N extends keyof ActionTypes> = ActionTypes[N]['value'];
`;
}

export function actionTypesAreCurrent(): boolean {
  return readFileSync(ACTION_TYPES_FILE, 'utf8') === generateActionTypes();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(ACTION_TYPES_FILE, generateActionTypes());
  console.log(`Wrote ${ACTION_TYPES_FILE}`);
}
