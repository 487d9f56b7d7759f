// Inside engine/ and gateway/, imports run one way: each folder may use the ones listed before it
// and never one listed after it (nor a peer on its own row). A new folder must be placed here.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { folderEdges, upwardEdges } from './folder-graph';

const ENGINE_LAYERS = [
  'schema',
  'generated',
  'model',
  ['site', 'i18n', 'theme', 'roles', 'ui', 'money'],
  ['fields', 'api'],
  'features',
  'skin',
  ['auth', 'lobby', 'shell', 'member', 'agent'],
];

const GATEWAY_LAYERS = [
  'db',
  'core',
  'rules',
  ['crypto', 'events', 'dev', 'art'],
  ['catalogue', 'members'],
  'seed',
  'context',
  'routes',
  'server',
  'tools',
];

const root = (folder: string) => fileURLToPath(new URL(`../../${folder}`, import.meta.url));

describe('the folder-level import graph', () => {
  it('runs only downwards inside engine/', () => {
    expect(upwardEdges(folderEdges(root('engine')), ENGINE_LAYERS)).toEqual([]);
  });

  it('runs only downwards inside gateway/', () => {
    expect(upwardEdges(folderEdges(root('gateway')), GATEWAY_LAYERS)).toEqual([]);
  });

  it('reports an import that points up, naming the file that makes it', () => {
    const edges = [{ from: 'core', to: 'routes', file: 'gateway/core/merchants.ts' }];
    expect(upwardEdges(edges, GATEWAY_LAYERS)).toEqual([
      'core → routes (gateway/core/merchants.ts)',
    ]);
  });
});
