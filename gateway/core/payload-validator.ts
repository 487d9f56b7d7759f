// Every payload is checked against its action's JSON Schema at the boundary (ajv, each schema
// compiled once, on first use so start-up stays short), after a control character anywhere in it
// has been refused (core/hostile-input.ts). Query strings arrive as text, so GET and DELETE
// payloads are validated with type coercion ("2" → 2); JSON bodies are not. A failure says which
// field, what was expected and what came.
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import { actionSchemas, type ActionSpec } from '../../engine';
import { API_SCHEMAS } from '../../engine/authoring';
import { fail } from './gateway-error';
import { findControlCharacter } from './hostile-input';

// strictRequired is off: a schema may add `required` to a referenced shape (allOf), as loginV2Value
// does.
function createAjv(coerceTypes: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: true,
    strictRequired: false,
    allErrors: true,
    verbose: true,
    coerceTypes,
    ownProperties: true,
    validateFormats: false,
  });
  ajv.addKeyword('x-expected');
  for (const schema of API_SCHEMAS) ajv.addSchema(schema);
  return ajv;
}

function describe(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function field(error: ErrorObject): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const child =
    (error.params as { missingProperty?: string; additionalProperty?: string }).missingProperty ??
    (error.params as { additionalProperty?: string }).additionalProperty;
  return [path, child].filter(Boolean).join('.') || '(payload)';
}

/** "pageNo must be integer (got "abc")" and the parts of it, for the error value. */
export function explainError(error: ErrorObject): {
  field: string;
  expected: string;
  found: string;
  sentence: string;
} {
  const name = field(error);
  if (error.keyword === 'required') {
    return { field: name, expected: 'a value', found: 'nothing', sentence: `${name} is required` };
  }
  if (error.keyword === 'additionalProperties') {
    return {
      field: name,
      expected: 'no such field',
      found: name,
      sentence: `${name} is not a field of this action`,
    };
  }
  const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues;
  // A pattern says what it means in the schema's x-expected ("an amount above 0 with at most 2
  // decimals"), which a player's form can show; the raw regular expression would not help.
  const expected = (error.parentSchema as { 'x-expected'?: unknown } | undefined)?.['x-expected'];
  const rule = allowed
    ? `must be one of ${allowed.map((item) => JSON.stringify(item)).join(', ')}`
    : error.keyword === 'pattern' && typeof expected === 'string'
      ? `must be ${expected}`
      : (error.message ?? 'must be valid');
  const found = describe(error.data);
  return {
    field: name,
    expected: rule.replace(/^must (be )?/, ''),
    found,
    sentence: `${name} ${rule} (got ${found})`,
  };
}

function refuseControlCharacters(spec: ActionSpec, payload: Record<string, unknown>): void {
  const found = findControlCharacter(payload);
  if (!found) return;
  const text = describe(found.text);
  fail('BAD_REQUEST', {
    message: `Invalid ${spec.name} payload: ${found.field ?? 'a field name'} must not contain control characters (got ${text})`,
    value: {
      field: found.field ?? '(payload)',
      expected: 'text without control characters',
      found: text,
    },
  });
}

export class PayloadValidator {
  private readonly strict = createAjv(false);
  private readonly coercing = createAjv(true);
  private readonly compiled = new Map<string, ValidateFunction>();

  private validatorFor(ref: string, coerce: boolean): ValidateFunction {
    const key = `${coerce ? 'q' : 'b'}${ref}`;
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = (coerce ? this.coercing : this.strict).compile({ $ref: ref });
      this.compiled.set(key, validate);
    }
    return validate;
  }

  /**
   * Validates (and, for query strings, coerces in place) a payload; throws BAD_REQUEST naming the
   * field.
   */
  payload(spec: ActionSpec, payload: Record<string, unknown>, fromQuery: boolean): void {
    refuseControlCharacters(spec, payload);
    const validate = this.validatorFor(actionSchemas(spec).payload.$ref, fromQuery);
    if (validate(payload)) return;
    const errors = (validate.errors ?? []).filter(
      (error) => !['anyOf', 'allOf', 'if'].includes(error.keyword),
    );
    const explained = (errors.length ? errors : (validate.errors ?? [])).map(explainError);
    const [first] = explained;
    fail('BAD_REQUEST', {
      message: `Invalid ${spec.name} payload: ${explained
        .slice(0, 3)
        .map((item) => item.sentence)
        .join('; ')}`,
      value: first ? { field: first.field, expected: first.expected, found: first.found } : null,
    });
  }

  /** For checkValues: the problems of a value, empty when it keeps its schema. */
  valueProblems(spec: ActionSpec, value: unknown): string[] {
    const validate = this.validatorFor(actionSchemas(spec).value.$ref, false);
    return validate(value)
      ? []
      : (validate.errors ?? []).map(
          (error) =>
            `${error.instancePath || '(value)'} ${error.message ?? ''} (got ${describe(error.data)})`,
        );
  }

  /**
   * Compiles every schema of the table: a schema that does not compile fails here, not at a
   * request.
   */
  compileAll(specs: readonly ActionSpec[]): void {
    for (const spec of specs) {
      const schemas = actionSchemas(spec);
      this.validatorFor(schemas.payload.$ref, spec.method === 'GET' || spec.method === 'DELETE');
      this.validatorFor(schemas.value.$ref, false);
    }
  }
}
