// Inside engine/, gateway/ and studio/, imports run one way: each folder may use the ones listed before it
// and never one listed after it (nor a peer on its own row). A new folder must be placed here.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { folderEdges, upwardEdges } from './folder-graph';

const ENGINE_LAYERS = [
  'schema',
  'generated',
  'model',
  ['i18n', 'theme', 'roles', 'ui', 'money'],
  ['fields', 'api', 'rg'],
  'features',
  'site',
  'skin',
  ['auth', 'lobby', 'shell', 'member', 'agent'],
];

const GATEWAY_LAYERS = [
  'db',
  'core',
  'rules',
  ['crypto', 'events', 'dev', 'art'],
  ['catalogue', 'members'],
  'store',
  'seed',
  'context',
  'firebase',
  'services',
  'routes',
  'server',
  'tools',
];

// The studio's editor: its HTTP contract and client, the rules over its documents and its words,
// the state, the dumb components, and the panels that compose them (main.tsx mounts them).
const STUDIO_LAYERS = ['api', ['model', 'texts'], 'state', 'components', 'panels'];

const root = (folder: string) => fileURLToPath(new URL(`../../${folder}`, import.meta.url));

describe('the folder-level import graph', () => {
  it('runs only downwards inside engine/', () => {
    expect(upwardEdges(folderEdges(root('engine')), ENGINE_LAYERS)).toEqual([]);
  });

  it('runs only downwards inside gateway/', () => {
    expect(upwardEdges(folderEdges(root('gateway')), GATEWAY_LAYERS)).toEqual([]);
  });

  it('runs only downwards inside studio/', () => {
    expect(upwardEdges(folderEdges(root('studio')), STUDIO_LAYERS)).toEqual([]);
  });

  it('reports an import that points up, naming the file that makes it', () => {
    const edges = [{ from: 'core', to: 'routes', file: 'gateway/core/merchants.ts' }];
    expect(upwardEdges(edges, GATEWAY_LAYERS)).toEqual([
      'core → routes (gateway/core/merchants.ts)',
    ]);
  });
});
