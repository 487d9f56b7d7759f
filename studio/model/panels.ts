// The editor's panels: the skin schema's top-level properties grouped the way a brand is made
// (brand, theme, banners, menus, …). A property this table does not place gets a panel of its own
// under "More settings", so a new part of the schema is never left out; the dictionaries and the
// changes have panels of their own. A name listed here that the schema does not have yet
// (`layout`, `compliance`) simply shows nothing until it does.
import type { SchemaTree } from '../api/wire';

export type PanelId =
  | 'brand'
  | 'theme'
  | 'banners'
  | 'menus'
  | 'features'
  | 'home'
  | 'compliance'
  | 'more'
  | 'dictionaries'
  | 'changes';

const GROUPS: ReadonlyArray<{ id: PanelId; properties: readonly string[] }> = [
  { id: 'brand', properties: ['brand', 'merchantCode'] },
  { id: 'theme', properties: ['theme', 'typography', 'tokens'] },
  { id: 'banners', properties: ['banners'] },
  { id: 'menus', properties: ['menus'] },
  { id: 'features', properties: ['features'] },
  { id: 'home', properties: ['home', 'layout', 'categories'] },
  {
    id: 'compliance',
    properties: ['ageGate', 'compliance', 'jurisdiction', 'responsibleGambling'],
  },
];

/** Who the skin is, not how it looks: shown in the header, not edited (the folder decides). */
export const IDENTITY_PROPERTIES = ['$schema', 'id', 'extends'];

export interface Panel {
  id: PanelId;
  /** The top-level properties it edits, in the schema's order. */
  properties: string[];
}

export function panelsOf(schema: SchemaTree): Panel[] {
  const all = Object.keys(schema.properties ?? {}).filter(
    (key) => !IDENTITY_PROPERTIES.includes(key),
  );
  const placed = new Set(GROUPS.flatMap((group) => group.properties));
  return [
    ...GROUPS.map((group) => ({
      id: group.id,
      properties: all.filter((key) => group.properties.includes(key)),
    })),
    { id: 'more' as const, properties: all.filter((key) => !placed.has(key)) },
    { id: 'dictionaries' as const, properties: [] },
    { id: 'changes' as const, properties: [] },
  ].filter(
    (panel) => panel.properties.length > 0 || panel.id === 'dictionaries' || panel.id === 'changes',
  );
}

/** The panel that edits the value at a pointer of skin.json. */
export function panelOfPointer(panels: readonly Panel[], pointer: string): PanelId | undefined {
  const top = pointer.split('/')[1] ?? '';
  return panels.find((panel) => panel.properties.includes(top))?.id;
}
