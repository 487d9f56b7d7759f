// Skins held in memory, for engine tests and the property test: no disk, same engine path.
import type { Locale, SkinReader, SkinSource } from '../../engine';

export interface MemorySkin {
  skin: unknown;
  dictionaries?: Partial<Record<Locale, unknown>>;
}

const text = (value: unknown) =>
  typeof value === 'string' ? value : JSON.stringify(value, null, 2);

export function memoryReader(skins: Record<string, MemorySkin>): SkinReader {
  return (id) => {
    if (!Object.prototype.hasOwnProperty.call(skins, id)) return undefined;
    const entry = skins[id];
    const dictionaries: SkinSource['dictionaries'] = {};
    for (const [locale, dictionary] of Object.entries(entry.dictionaries ?? {})) {
      dictionaries[locale as Locale] = {
        file: `skins/${id}/i18n/${locale}.json`,
        text: text(dictionary),
      };
    }
    return { file: `skins/${id}/skin.json`, text: text(entry.skin), dictionaries };
  };
}

/** The smallest valid skin: every other property takes the schema's default. */
export function minimalSkin(
  id: string,
  merchantCode = id.toUpperCase().replace(/-/g, '_'),
): Record<string, unknown> {
  return { id, merchantCode };
}

/**
 * A skin resolved from memory (assets count as present); throws if it has errors, as a test setup
 * should.
 */
export async function resolvedSkin(skin: Record<string, unknown>) {
  const { resolveSkin } = await import('../../engine/authoring');
  const id = String(skin.id);
  const resolution = resolveSkin({
    id,
    read: memoryReader({ [id]: { skin } }),
    exists: () => true,
  });
  if (!resolution.resolved) {
    throw new Error(
      `test skin has issues: ${resolution.issues.map((issue) => issue.message).join('; ')}`,
    );
  }
  return resolution.resolved;
}
