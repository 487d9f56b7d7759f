// ajv's errors, reworded as skin issues: one sentence per problem, what was expected and what came,
// a did-you-mean for unknown keys and enum values, and the noise of a failed oneOf (every branch's
// complaints) collapsed into the one that matters — the branch the value's `type` asks for, or a
// single line when no branch fits (Starlight's error-map does the same for zod unions).
import type { ErrorObject } from 'ajv';
import { joinPointer, valueAt } from '../schema/json-pointer';
import { absoluteRef, derefSchema, type SchemaNode } from '../schema/schema-node';
import { isPlainObject } from './deep-merge';
import { describeList, describeValue } from './describe-value';
import { didYouMean } from './did-you-mean';
import { definitionValidator, SKIN_SCHEMA } from './schema-validator';
import type { IssueDraft } from './skin-issue';

const root = SKIN_SCHEMA as SchemaNode;

export function schemaIssues(
  errors: readonly ErrorObject[],
  data: unknown,
  basePointer = '',
): IssueDraft[] {
  const pending: Array<{ error?: ErrorObject; drafts: IssueDraft[]; pointer: string }> = [];
  for (const error of errors) {
    const pointer = basePointer + error.instancePath;
    if (error.keyword === 'oneOf' || error.keyword === 'anyOf') {
      // Every error ajv reported under this value before the composite came from its branches.
      const branches = pending.filter(
        (entry) => entry.pointer === pointer || entry.pointer.startsWith(`${pointer}/`),
      );
      for (const entry of branches) pending.splice(pending.indexOf(entry), 1);
      pending.push({ drafts: collapseComposite(error, pointer, data), pointer });
      continue;
    }
    if (error.propertyName !== undefined) continue; // reported by its propertyNames error
    pending.push({ error, drafts: [describeError(error, pointer, data)], pointer });
  }
  return dedupe(pending.flatMap((entry) => entry.drafts));
}

function dedupe(drafts: IssueDraft[]): IssueDraft[] {
  const seen = new Set<string>();
  return drafts.filter((draft) => {
    const key = `${draft.pointer}\u0000${draft.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function expectedOf(schema: SchemaNode | undefined, fallback: string): string {
  return schema?.['x-expected'] ?? fallback;
}

function describeError(error: ErrorObject, pointer: string, data: unknown): IssueDraft {
  const parent = error.parentSchema as SchemaNode | undefined;
  const value = error.data;
  const params = error.params as Record<string, unknown>;
  const draft = (
    message: string,
    expected: string,
    extra: Partial<IssueDraft> = {},
  ): IssueDraft => ({
    pointer,
    message,
    expected,
    found: describeValue(value),
    code: `schema/${error.keyword}`,
    ...extra,
  });
  switch (error.keyword) {
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const known = Object.keys(parent?.properties ?? {});
      return {
        pointer: joinPointer(pointer, name),
        at: 'key',
        message: 'is not a known property',
        expected: known.length ? `one of ${describeList(known)}` : 'no properties',
        found: '',
        hint: didYouMean(name, known),
        code: 'schema/unknown-property',
      };
    }
    case 'propertyNames': {
      const name = String(params.propertyName);
      const names = (parent?.propertyNames ?? {}) as SchemaNode;
      return {
        pointer: joinPointer(pointer, name),
        at: 'key',
        message: `is not a valid name here: must be ${expectedOf(names, 'a valid name')}`,
        expected: expectedOf(names, 'a valid name'),
        found: '',
        code: 'schema/property-name',
      };
    }
    case 'required': {
      const name = String(params.missingProperty);
      const property = parent?.properties?.[name];
      const expected = property
        ? expectedOf(derefSchema(root, property), property.description ?? 'a value')
        : 'a value';
      return {
        pointer: joinPointer(pointer, name),
        message: 'is required',
        expected,
        found: 'nothing',
        code: 'schema/required',
      };
    }
    case 'type': {
      const types = ([] as string[]).concat(error.schema as string | string[]);
      const expected = types
        .map((type) =>
          type === 'null'
            ? 'null'
            : `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type === 'integer' ? 'whole number' : type}`,
        )
        .join(' or ');
      return draft(`must be ${expected}`, expected);
    }
    case 'enum': {
      const allowed = error.schema as unknown[];
      const expected = `one of ${describeList(allowed)}`;
      const strings = allowed.filter((item): item is string => typeof item === 'string');
      return draft(`must be ${expected}`, expected, {
        hint: typeof value === 'string' ? didYouMean(value, strings) : undefined,
      });
    }
    case 'const':
      return draft(`must be ${JSON.stringify(error.schema)}`, JSON.stringify(error.schema));
    case 'pattern': {
      const expected = expectedOf(parent, `text matching ${String(error.schema)}`);
      return draft(`must be ${expected}`, expected);
    }
    case 'minLength':
    case 'maxLength': {
      const bound = Number(error.schema);
      const expected = `${error.keyword === 'minLength' ? 'at least' : 'at most'} ${bound} character${bound === 1 ? '' : 's'}`;
      return draft(
        bound === 1 && error.keyword === 'minLength'
          ? 'must not be empty'
          : `must be ${expected} long`,
        expected,
      );
    }
    case 'minItems':
    case 'maxItems': {
      const bound = Number(error.schema);
      const expected = `${error.keyword === 'minItems' ? 'at least' : 'at most'} ${bound} item${bound === 1 ? '' : 's'}`;
      return draft(`must list ${expected}`, expected);
    }
    case 'uniqueItems': {
      const later = Math.max(Number(params.i), Number(params.j));
      return {
        pointer: joinPointer(pointer, later),
        message: 'repeats an earlier item',
        expected: 'each item once',
        found: describeValue(valueAt(data, joinPointer(pointer, later))),
        code: 'schema/uniqueItems',
      };
    }
    case 'minimum':
    case 'maximum': {
      const expected = `${error.keyword === 'minimum' ? 'at least' : 'at most'} ${String(error.schema)}`;
      return draft(`must be ${expected}`, expected);
    }
    default:
      return draft(error.message ?? `fails ${error.keyword}`, error.keyword);
  }
}

/**
 * A value that matched no branch of a oneOf/anyOf. When the branches are objects told apart by a
 * `const` property (banner links: `type`), the value's own tag picks the branch and only that
 * branch's complaints are reported; an unknown tag is one enum-like issue with a did-you-mean;
 * anything else is one line saying what the union accepts.
 */
function collapseComposite(error: ErrorObject, pointer: string, data: unknown): IssueDraft[] {
  const parent = error.parentSchema as SchemaNode;
  const branches = (error.schema as SchemaNode[]).map((branch) => ({
    ref: absoluteRef(root, branch),
    node: derefSchema(root, branch),
  }));
  const value = valueAt(data, pointer);
  const summary: IssueDraft = {
    pointer,
    message: `must be ${expectedOf(parent, 'one of the allowed shapes')}`,
    expected: expectedOf(parent, 'one of the allowed shapes'),
    found: describeValue(value),
    code: `schema/${error.keyword}`,
  };
  if (!isPlainObject(value)) return [summary];
  const tagged = branches.filter(
    (branch) =>
      branch.node.properties &&
      Object.values(branch.node.properties).some((property) => 'const' in property),
  );
  const tag = tagged.length
    ? Object.keys(tagged[0].node.properties ?? {}).find(
        (name) => 'const' in (tagged[0].node.properties?.[name] ?? {}),
      )
    : undefined;
  if (!tag || !(tag in value)) return [summary];
  const chosen = tagged.find((branch) => branch.node.properties?.[tag]?.const === value[tag]);
  if (!chosen?.ref) {
    const tags = tagged.map((branch) => branch.node.properties?.[tag]?.const);
    const tagValue = value[tag];
    return [
      {
        pointer: joinPointer(pointer, tag),
        message: `must be one of ${describeList(tags)}`,
        expected: `one of ${describeList(tags)}`,
        found: describeValue(tagValue),
        hint: typeof tagValue === 'string' ? didYouMean(tagValue, tags.map(String)) : undefined,
        code: `schema/${error.keyword}`,
      },
    ];
  }
  const validate = definitionValidator(chosen.ref);
  if (!validate || validate(value)) return [summary];
  return schemaIssues(validate.errors ?? [], data, pointer);
}
