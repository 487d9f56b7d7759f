// engine/generated/vocabulary.ts: the constants and unions every layer shares, read from the
// schemas that define them — each enum of schemas/defs.schema.json and of the `$defs` of the skin
// schema's parts (schemas/skin/) becomes a list and its union (`category` → `CATEGORIES`, `Category`), each string
// pattern a RegExp (`skinId` → `SKIN_ID_PATTERN`), and a few property lists their key unions
// (the colour tokens, registration fields, banner groups).
import { limitConstant, listConstant, pascal, patternConstant } from './names';
import type { Schema } from './schema-types';

export const DEFS_ID = 'https://skinforge.dev/schemas/defs.schema.json';
export const SKIN_ID = 'https://skinforge.dev/schemas/skin.schema.json';
const skinPart = (name: string) => `https://skinforge.dev/schemas/skin/${name}.schema.json`;

/** Lists that are the keys of an object in the skin schema, not an enum. */
const KEY_LISTS = [
  {
    constant: 'COLOUR_TOKENS',
    type: 'ColourToken',
    documentId: skinPart('theme'),
    pointer: '/$defs/darkTokens',
  },
  {
    constant: 'REGISTRATION_FIELDS',
    type: 'RegistrationField',
    documentId: skinPart('registration'),
    pointer: '/properties/fields',
  },
  {
    constant: 'BANNER_GROUPS',
    type: 'BannerGroup',
    documentId: skinPart('banners'),
    pointer: '',
  },
] as const;

export type Documents = ReadonlyMap<string, Schema>;

/** The skin schema and its parts (schemas/skin/), whose `$defs` enums are vocabulary too. */
export const isSkinDocument = (documentId: string) =>
  documentId === SKIN_ID || documentId.startsWith('https://skinforge.dev/schemas/skin/');

export const fileOf = (documentId: string) =>
  documentId.replace('https://skinforge.dev/schemas/', '');

const at = (document: Schema, pointer: string): Schema =>
  pointer
    .split('/')
    .slice(1)
    .reduce<Schema>((node, key) => node[key] as Schema, document);

/** The values an enum definition allows, following `anyOf` branches and `$ref`s. */
export function enumValues(
  node: Schema,
  documentId: string,
  documents: Documents,
): unknown[] | undefined {
  if (Array.isArray(node.enum)) return node.enum;
  if ('const' in node) return [node.const];
  if (typeof node.$ref === 'string') {
    const [target, pointer = ''] = node.$ref.split('#');
    const id = target ? new URL(target, documentId).href : documentId;
    const document = documents.get(id);
    return document ? enumValues(at(document, pointer), id, documents) : undefined;
  }
  if (Array.isArray(node.anyOf)) {
    const branches = (node.anyOf as Schema[]).map((branch) =>
      enumValues(branch, documentId, documents),
    );
    return branches.every((values) => values !== undefined) ? branches.flat() : undefined;
  }
  return undefined;
}

/** Whether `document#/$defs/<name>` is a definition the vocabulary declares (an enum). */
export function isVocabularyEnum(
  documents: Documents,
  documentId: string,
  pointer: string,
): boolean {
  const document = documents.get(documentId);
  if (!document || !pointer.startsWith('/$defs/') || pointer.split('/').length !== 3) return false;
  if (documentId !== DEFS_ID && !isSkinDocument(documentId)) return false;
  return enumValues(at(document, pointer), documentId, documents) !== undefined;
}

function enumSection(name: string, node: Schema, documentId: string, documents: Documents): string {
  const values = enumValues(node, documentId, documents) ?? [];
  const description = typeof node.description === 'string' ? `/** ${node.description} */\n` : '';
  const list = values.map((value) => JSON.stringify(value)).join(', ');
  const constant = listConstant(name);
  return `${description}export const ${constant} = [${list}] as const;\nexport type ${pascal(name)} = (typeof ${constant})[number];`;
}

/** The bounds of a shared definition that code reads too: `promotionComment` → `PROMOTION_COMMENT_MAX_LENGTH`. */
const LIMIT_KEYWORDS = ['maxLength', 'maxItems', 'maximum'] as const;

function limitSections(name: string, node: Schema): string[] {
  return LIMIT_KEYWORDS.filter((keyword) => typeof node[keyword] === 'number').map(
    (keyword) =>
      `/** ${keyword} of defs.schema.json#/$defs/${name}. */\nexport const ${limitConstant(name, keyword)} = ${String(node[keyword])};`,
  );
}

function patternSection(name: string, node: Schema): string {
  const description = typeof node.description === 'string' ? `/** ${node.description} */\n` : '';
  return `${description}export const ${patternConstant(name)} = /${String(node.pattern).replace(/\//g, '\\/')}/;`;
}

function keyListSection(documents: Documents, list: (typeof KEY_LISTS)[number]): string {
  const node = at(documents.get(list.documentId)!, list.pointer);
  const keys = Object.keys((node.properties ?? {}) as Schema);
  const where = `${fileOf(list.documentId)}${list.pointer ? `#${list.pointer}` : ''}`;
  if (keys.length === 0) throw new Error(`${where} has no properties`);
  const values = keys.map((key) => JSON.stringify(key)).join(', ');
  return `/** The properties of ${where}. */\nexport const ${list.constant} = [${values}] as const;\nexport type ${list.type} = (typeof ${list.constant})[number];`;
}

export function vocabularySource(documents: Documents): string {
  const sections: string[] = [];
  for (const id of [DEFS_ID, ...[...documents.keys()].filter(isSkinDocument)]) {
    const definitions = (documents.get(id)?.$defs ?? {}) as Record<string, Schema>;
    for (const [name, node] of Object.entries(definitions)) {
      if (enumValues(node, id, documents)) {
        sections.push(enumSection(name, node, id, documents));
      } else if (id === DEFS_ID && typeof node.pattern === 'string') {
        sections.push(patternSection(name, node));
      }
      if (id === DEFS_ID) sections.push(...limitSections(name, node));
    }
  }
  const theme = documents.get(skinPart('theme'))!;
  const dark = Object.keys((at(theme, '/$defs/darkTokens').properties ?? {}) as Schema);
  const light = Object.keys((at(theme, '/$defs/lightTokens').properties ?? {}) as Schema);
  if (dark.join() !== light.join()) {
    throw new Error(
      `skin/theme.schema.json: darkTokens and lightTokens must name the same tokens in the same order (dark: ${dark.join(', ')}; light: ${light.join(', ')})`,
    );
  }
  for (const list of KEY_LISTS) sections.push(keyListSection(documents, list));
  return sections.join('\n\n');
}
