// One set of ajv options for every validator Skinforge compiles, at authoring time
// (engine/authoring) and ahead of time (scripts/gen-validators.ts): strict schemas, own properties
// only (a `__proto__` key is data, not an inherited value), union types for `["string", "null"]`,
// and never `$data`. `x-expected` is our annotation saying in words what a pattern accepts.

export const AJV_OPTIONS = {
  strict: true,
  ownProperties: true,
  allowUnionTypes: true,
  $data: false,
} as const;

export const AJV_VOCABULARY = ['x-expected'] as const;
