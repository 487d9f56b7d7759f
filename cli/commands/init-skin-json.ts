// What `init` changes in the copied skin.json: the id, the merchant code, and the --age and
// --locale choices; everything else stays as the template (or the source skin) wrote it, in order.

export interface InitChoices {
  id: string;
  merchantCode: string;
  age?: 18 | 21;
  locale?: 'pt' | 'en';
  /** Path from the new skin folder to skin.schema.json, for editor autocompletion. */
  schemaPath: string;
  /** The template names the brand after the id; a copied skin keeps its brand. */
  renameBrand: boolean;
}

/** "acme-br" → "Acme Br". */
export function brandNameOf(id: string): string {
  return id
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** "acme-br" → "ACME_BR", cut to the schema's 32 characters. */
export function merchantCodeOf(id: string): string {
  return id.toUpperCase().replace(/-/g, '_').slice(0, 32);
}

function objectAt(skin: Record<string, unknown>, key: string): Record<string, unknown> {
  const value = skin[key];
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return value as Record<string, unknown>;
  }
  skin[key] = {};
  return skin[key] as Record<string, unknown>;
}

export function customiseSkinJson(
  source: Record<string, unknown>,
  choices: InitChoices,
): Record<string, unknown> {
  const skin: Record<string, unknown> = {
    $schema: choices.schemaPath,
    id: choices.id,
    merchantCode: choices.merchantCode,
    ...source,
  };
  skin.$schema = choices.schemaPath;
  skin.id = choices.id;
  skin.merchantCode = choices.merchantCode;
  if (choices.renameBrand) {
    const brand = objectAt(skin, 'brand');
    const name = brandNameOf(choices.id);
    brand.name = name;
    brand.title = name;
  }
  if (choices.age !== undefined) objectAt(skin, 'ageGate').minimumAge = choices.age;
  if (choices.locale !== undefined) {
    const locales = objectAt(skin, 'locales');
    const supported = Array.isArray(locales.supported)
      ? (locales.supported as string[])
      : ['pt', 'en'];
    locales.default = choices.locale;
    locales.supported = [
      choices.locale,
      ...supported.filter((locale) => locale !== choices.locale),
    ];
  }
  return skin;
}
