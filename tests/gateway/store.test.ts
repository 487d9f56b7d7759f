import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateCatalogue, TOTAL_GAMES } from '../../gateway/seed/catalogue';
import { readSkinMerchants } from '../../gateway/seed/skin-merchants';
import { failure, freshUsername, startTestGateway } from './support/test-gateway';

/** These tests start their own gateways (PGlite takes seconds to start, more on a busy machine). */
const STARTS_GATEWAYS = 90_000;

const temporary = mkdtempSync(path.join(tmpdir(), 'skinforge-gateway-'));

afterAll(() => {
  rmSync(temporary, { recursive: true, force: true });
});

/** A skins folder; each skin gets the logo and favicon its defaults name, so a valid file validates. */
function skinsDir(skins: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(temporary, 'skins-'));
  for (const [id, skin] of Object.entries(skins)) {
    mkdirSync(path.join(dir, id, 'assets'), { recursive: true });
    for (const asset of ['logo.svg', 'favicon.svg']) {
      writeFileSync(
        path.join(dir, id, 'assets', asset),
        '<svg xmlns="http://www.w3.org/2000/svg"/>',
      );
    }
    writeFileSync(
      path.join(dir, id, 'skin.json'),
      typeof skin === 'string' ? skin : JSON.stringify(skin),
    );
  }
  return dir;
}

describe('the seed', () => {
  it('is deterministic: the same catalogue of 10,000 games every time', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const first = generateCatalogue(now);
    const second = generateCatalogue(now);
    expect(first.games).toHaveLength(TOTAL_GAMES);
    expect(second).toEqual(first);
    expect(new Set(first.games.map((game) => game.game_code)).size).toBe(TOTAL_GAMES);
    expect(
      first.games
        .filter((game) => game.is_game === 'VASSALAGE')
        .every((lobby) => first.games.some((game) => game.parent_node_id === lobby.node_id)),
    ).toBe(true);
  });

  it('reads one merchant per skin that validates, and skips the others with their first issue', async () => {
    const warnings: string[] = [];
    const dir = skinsDir({
      acme: { id: 'acme', merchantCode: 'MC7001', brand: { name: 'Acme' } },
      broken: '{ not json',
      nocode: { id: 'nocode' },
    });
    const merchants = await readSkinMerchants(dir, (warning) => warnings.push(warning));
    expect(merchants.map(({ skin: _skin, ...merchant }) => merchant)).toEqual([
      { skinId: 'acme', merchantCode: 'MC7001', brand: 'Acme' },
    ]);
    expect(merchants[0].skin?.lineage).toEqual(['acme']);
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toMatch(
      /^skin "nocode" does not validate, so the gateway serves no merchant for it: .*skin\.json:1:1 \/merchantCode is required \(got nothing\)$/,
    );
    expect(await readSkinMerchants(path.join(temporary, 'missing'))).toEqual([
      { skinId: 'default', merchantCode: 'MC1001', brand: 'Skinforge' },
    ]);
  });

  it(
    'serves the merchants of whatever skins exist, the first one by default when there is no `default` skin',
    async () => {
      const gateway = await startTestGateway({
        skinsDir: skinsDir({ acme: { id: 'acme', merchantCode: 'MC7001' } }),
      });
      try {
        expect((await gateway.client().call('permission', {})).info.merchantCode).toBe('MC7001');
        expect(
          (await gateway.client().call('login', { username: 'player01', password: 'Player123' }))
            .account,
        ).toBe('player01');
      } finally {
        await gateway.close();
      }
    },
    STARTS_GATEWAYS,
  );
});

describe('a store in a folder (--db)', () => {
  it(
    'keeps what players did across restarts and seeds only once',
    async () => {
      const dataDir = path.join(temporary, 'data');
      const username = freshUsername('keep');
      const first = await startTestGateway({ db: { dataDir } });
      try {
        await first
          .client()
          .call('register', { username, password: 'Player123', confirmPassword: 'Player123' });
      } finally {
        await first.close();
      }
      const second = await startTestGateway({ db: { dataDir } });
      try {
        expect(
          (await second.client().call('login', { username, password: 'Player123' })).account,
        ).toBe(username);
        expect((await second.client().call('gamesList', {})).total).toBe(
          (await second.client().call('gameVendors', {})).data.lanes
            .flatMap((lane) => lane.cards)
            .reduce((sum, card) => sum + card.gameCount, 0),
        );
        expect(
          (
            await failure(
              second.client().call('register', {
                username,
                password: 'Player123',
                confirmPassword: 'Player123',
              }),
            )
          ).code,
        ).toBe('USERNAME_TAKEN');
      } finally {
        await second.close();
      }
    },
    STARTS_GATEWAYS,
  );
});
