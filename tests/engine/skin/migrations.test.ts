import { describe, expect, it } from 'vitest';
import {
  CURRENT_SCHEMA_VERSION,
  MIGRATIONS,
  migrateSkinText,
  type MigrationResult,
} from '../../../engine/authoring';
import skinSchema from '../../../schemas/skin.schema.json';

const migrated = (result: MigrationResult) => {
  if (!result.ok) throw new Error(result.message);
  return result;
};

const VERSION_1 = `{
  "$schema": "../../schemas/skin.schema.json",
  "schemaVersion": 1,
  "id": "acme",
  "merchantCode": "ACME",
  "minimumAge": 21,
  "links": {
    "customerService": "https://help.acme.example.com",
    "mirrors": [{ "label": "M1", "url": "https://m1.acme.example.com" }]
  },
  "features": { "vip": false }
}
`;

describe('skin schema migrations', () => {
  it('chain from version 1 to the current version, one version a step, as the schema says', () => {
    expect(MIGRATIONS.map((step) => [step.from, step.to])).toEqual(
      Array.from({ length: CURRENT_SCHEMA_VERSION - 1 }, (_, index) => [index + 1, index + 2]),
    );
    const property = skinSchema.properties.schemaVersion;
    expect([property.default, property.maximum]).toEqual([
      CURRENT_SCHEMA_VERSION,
      CURRENT_SCHEMA_VERSION,
    ]);
  });

  it('moves minimumAge into ageGate and links.mirrors to the top, editing only those lines', () => {
    const result = migrated(migrateSkinText(VERSION_1));
    expect([result.from, result.to]).toEqual([1, 2]);
    expect(result.text).toBe(`{
  "$schema": "../../schemas/skin.schema.json",
  "schemaVersion": 2,
  "id": "acme",
  "merchantCode": "ACME",
  "ageGate": {
    "minimumAge": 21
  },
  "links": {
    "customerService": "https://help.acme.example.com"
  },
  "mirrors": [{ "label": "M1", "url": "https://m1.acme.example.com" }],
  "features": { "vip": false }
}
`);
  });

  it('drops a links object that held only the mirrors, and keeps an age gate already there', () => {
    const text = `{\n  "schemaVersion": 1,\n  "id": "acme",\n  "merchantCode": "ACME",\n  "ageGate": { "minimumAge": 18 },\n  "minimumAge": 21,\n  "links": { "mirrors": [] }\n}\n`;
    expect(migrated(migrateSkinText(text)).text).toBe(
      `{\n  "schemaVersion": 2,\n  "id": "acme",\n  "merchantCode": "ACME",\n  "ageGate": { "minimumAge": 21 },\n  "mirrors": []\n}\n`,
    );
  });

  it("keeps the file's line endings and tab indentation", () => {
    const text = '{\r\n\t"schemaVersion": 1,\r\n\t"id": "acme",\r\n\t"minimumAge": 21\r\n}\r\n';
    expect(migrated(migrateSkinText(text)).text).toBe(
      '{\r\n\t"schemaVersion": 2,\r\n\t"id": "acme",\r\n\t"ageGate": {\r\n\t\t"minimumAge": 21\r\n\t}\r\n}\r\n',
    );
  });

  it('leaves a current file, or one that states no version, exactly as it was', () => {
    for (const text of [
      '{ "id": "acme",   "merchantCode": "ACME" }',
      `{ "schemaVersion": ${CURRENT_SCHEMA_VERSION}, "id": "acme" }`,
    ]) {
      const result = migrated(migrateSkinText(text));
      expect([result.text, result.steps]).toEqual([text, []]);
    }
  });

  it('refuses a file that is not JSON, with the position, and a version it does not know', () => {
    expect(migrateSkinText('{\n  "id": "acme"\n  "x": 1\n}')).toEqual({
      ok: false,
      message: `is not valid JSON: expected ',' or '}' but found '"'`,
      at: { line: 3, column: 3 },
    });
    expect(migrateSkinText('{ "schemaVersion": 9 }')).toEqual({
      ok: false,
      message: `states schemaVersion 9; this Skinforge knows versions 1 to ${CURRENT_SCHEMA_VERSION}`,
    });
  });
});
