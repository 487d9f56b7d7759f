import { CURRENT_SCHEMA_VERSION, schemaVersionOf } from './migrations';
import type { IssueDraft } from './skin-issue';
import type { SkinLayer } from './skin-layer';

/**
 * Each file of the chain is checked against the version it states, not the merge: a parent written
 * for an older schema needs migrating even when its child is current. A file that is not current is
 * not validated further (resolve-skin.ts): its old shape would only read as unknown properties.
 */
export function schemaVersionIssues(layers: readonly SkinLayer[]): IssueDraft[] {
  return layers.flatMap((layer) => {
    const version = schemaVersionOf(layer.value);
    if (version === undefined || version === CURRENT_SCHEMA_VERSION || version < 1) return [];
    const source = { file: layer.file, locations: layer.locations };
    return version < CURRENT_SCHEMA_VERSION
      ? [
          {
            pointer: '/schemaVersion',
            message: `says this file was written for schema version ${version}, older than the current ${CURRENT_SCHEMA_VERSION}`,
            expected: `schema version ${CURRENT_SCHEMA_VERSION}`,
            found: String(version),
            hint: `rewrite it with \`skinforge migrate ${layer.id}\` (\`--dry-run\` shows the change first)`,
            code: 'schema/outdated-version',
            source,
          },
        ]
      : [
          {
            pointer: '/schemaVersion',
            message: `says this file was written for schema version ${version}, newer than this Skinforge knows (${CURRENT_SCHEMA_VERSION})`,
            expected: `schema version ${CURRENT_SCHEMA_VERSION} or older`,
            found: String(version),
            hint: 'update Skinforge',
            code: 'schema/newer-version',
            source,
          },
        ];
  });
}
