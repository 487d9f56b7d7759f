// One set of ajv options for every validator Skinforge compiles, at authoring time
// (engine/authoring) and ahead of time (scripts/gen.ts): strict schemas, own properties only (a
// `__proto__` key is data, not an inherited value), union types for `["string", "null"]`, and
// never `$data`. Our annotations: `x-expected` says in words what a pattern accepts;
// `x-default-all` marks a list whose default is every value its items allow, which `npm run gen`
// writes from the enum.

export const AJV_OPTIONS = {
  strict: true,
  ownProperties: true,
  allowUnionTypes: true,
  $data: false,
} as const;

export const AJV_VOCABULARY = ['x-expected', 'x-default-all'] as const;
