// JSON Schema → TypeScript, for the shapes the schemas are the law of (the skin, the effective
// skin, the gateway's payloads and values). A definition of another document is named, not
// inlined: `defs.schema.json#/$defs/category` becomes `Category`, imported from the vocabulary;
// an action's `$defs/loginPayload` becomes `LoginPayload`. Inline objects stay inline, so a
// reader finds the whole shape of a property where it is used.

export type Schema = { [keyword: string]: unknown };

/** How a definition is named, and in which generated module it is declared (none: this one). */
export interface TypeName {
  name: string;
  from?: string;
}

export interface SchemaTypeOptions {
  /** The type name of `document#pointer`; undefined inlines the definition. */
  nameOf(documentId: string, pointer: string): TypeName | undefined;
  /**
   * The resolved view: a property with a `default` is always present once defaults are applied
   * (engine/skin/apply-defaults.ts), so it is required in the type.
   */
  defaultsApplied?: boolean;
}

const indent = (text: string) => text.replace(/\n/g, '\n  ');
/** A branch that only names required keys (allOf/anyOf constraints), which adds no type of its own. */
const onlyRequired = (schema: Schema) =>
  Object.keys(schema).every((key) => key === 'required' || key === 'type');
const doc = (schema: Schema) =>
  typeof schema.description === 'string'
    ? `/** ${schema.description.replace(/\*\//g, '* /')} */\n`
    : '';
const isIdentifier = (key: string) => /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key);

export class SchemaTypeWriter {
  private readonly documents = new Map<string, Schema>();
  private readonly declarations = new Map<string, string>();
  private readonly imports = new Map<string, Set<string>>();

  constructor(
    documents: readonly Schema[],
    private readonly options: SchemaTypeOptions,
  ) {
    for (const schema of documents) this.documents.set(schema.$id as string, schema);
  }

  /** The type of `document#pointer`, declared on first use when it has a name. */
  typeOf(documentId: string, pointer: string): string {
    const named = this.options.nameOf(documentId, pointer);
    const schema = this.resolve(documentId, pointer);
    if (!named) return this.type(schema, documentId);
    if (named.from) {
      const names = this.imports.get(named.from) ?? new Set<string>();
      names.add(named.name);
      this.imports.set(named.from, names);
      return named.name;
    }
    if (!this.declarations.has(named.name)) {
      this.declarations.set(named.name, '');
      this.declarations.set(
        named.name,
        `${doc(schema)}export type ${named.name} = ${this.type(schema, documentId)};`,
      );
    }
    return named.name;
  }

  /** `import type` lines for the names other generated modules declare. */
  importLines(): string {
    return [...this.imports]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([from, names]) => `import type { ${[...names].sort().join(', ')} } from '${from}';`)
      .join('\n');
  }

  declarationsSource(): string {
    return [...this.declarations.values()].join('\n\n');
  }

  resolve(documentId: string, pointer: string): Schema {
    const document = this.documents.get(documentId);
    if (!document) throw new Error(`No schema with $id ${documentId}`);
    return pointer
      .split('/')
      .slice(1)
      .reduce<Schema>((node, key) => {
        const next = node[key] as Schema | undefined;
        if (!next) throw new Error(`${documentId}#${pointer} does not exist (at "${key}")`);
        return next;
      }, document);
  }

  private reference(ref: string, baseId: string): string {
    const [target, pointer = ''] = ref.split('#');
    return this.typeOf(target ? new URL(target, baseId).href : baseId, pointer);
  }

  type(schema: Schema, baseId: string): string {
    if (typeof schema.$ref === 'string') return this.reference(schema.$ref, baseId);
    if (Array.isArray(schema.allOf)) return this.allOf(schema.allOf as Schema[], baseId);
    const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
    // anyOf of bare `required` lists only constrains which properties appear; the object type
    // says the rest.
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
    const keys = required.map((key) => JSON.stringify(key)).join(' | ');
    const head = required.length
      ? `WithRequired<${this.type(base, baseId)}, ${keys}>`
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
      case 'array': {
        const item = schema.items ? this.type(schema.items as Schema, baseId) : 'unknown';
        return /^[A-Za-z0-9_]+$/.test(item) ? `${item}[]` : `Array<${item}>`;
      }
      default:
        return this.object(schema, baseId);
    }
  }

  /**
   * A property's annotations, or for a property that is a whole document of its own (a part of the
   * skin schema: `{ "$ref": "skin/menus.schema.json" }`), that document's beneath them.
   */
  private annotated(property: Schema, baseId: string): Schema {
    const [target, pointer = ''] =
      typeof property.$ref === 'string' ? property.$ref.split('#') : [];
    if (!target || pointer) return property;
    return { ...this.resolve(new URL(target, baseId).href, ''), ...property };
  }

  private object(schema: Schema, baseId: string): string {
    const properties = Object.entries((schema.properties ?? {}) as Record<string, Schema>);
    const required = new Set((schema.required ?? []) as string[]);
    const present = (property: Schema, key: string) =>
      required.has(key) || (this.options.defaultsApplied === true && 'default' in property);
    const lines = properties.map(([key, property]) => {
      const name = isIdentifier(key) ? key : JSON.stringify(key);
      const described = this.annotated(property, baseId);
      return `${doc(described)}${name}${present(described, key) ? '' : '?'}: ${this.type(property, baseId)};`;
    });
    const extra = schema.additionalProperties;
    if (extra && typeof extra === 'object') {
      const keys = schema.propertyNames as Schema | undefined;
      const keyType = keys && (keys.$ref || keys.enum) ? this.type(keys, baseId) : 'string';
      if (keyType === 'string') lines.push(`[key: string]: ${this.type(extra as Schema, baseId)};`);
      else return `Partial<Record<${keyType}, ${this.type(extra as Schema, baseId)}>>`;
    }
    if (lines.length === 0) return 'Record<string, never>';
    return `{\n  ${indent(lines.join('\n'))}\n}`;
  }
}
