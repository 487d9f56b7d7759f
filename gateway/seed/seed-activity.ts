// Seeds messages, favourites, game launches: apart, as it is what accounts did, not what they own.
import { pick, type Random } from '../core/prng';
import type { Queryable } from '../db/database';
import { insertRows } from '../db/insert-rows';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DAY, HOUR, iso } from './seed-units';
import type { CatalogueGame } from './seeded-games';

export async function seedActivity(
  db: Queryable,
  ids: Map<string, number>,
  games: CatalogueGame[],
  random: Random,
  now: number,
): Promise<void> {
  const members = DEMO_ACCOUNTS.filter((account) => account.type !== 99);
  await insertRows(
    db,
    'messages',
    {
      member_id: 'integer',
      title: 'jsonb',
      content: 'jsonb',
      created_at: 'timestamptz',
      read_at: 'timestamptz',
    },
    members.flatMap((account) => [
      {
        member_id: ids.get(account.username),
        title: { pt: 'Bem-vindo', en: 'Welcome' },
        content: {
          pt: '<p>Obrigado por jogar conosco.</p>',
          en: '<p>Thank you for playing with us.</p>',
        },
        created_at: iso(now - 20 * DAY),
        read_at: iso(now - 19 * DAY),
      },
      {
        member_id: ids.get(account.username),
        title: { pt: 'Seu bônus chegou', en: 'Your bonus is here' },
        content: {
          pt: '<p>Confira o centro de recompensas.</p>',
          en: '<p>Visit the reward centre.</p>',
        },
        created_at: iso(now - 2 * DAY),
        read_at: null,
      },
    ]),
  );
  const player = ids.get('player01');
  const hot = games.filter((game) => game.is_hot === 1 && game.game_type === 'RNG');
  await insertRows(
    db,
    'favourites',
    { member_id: 'integer', node_id: 'integer', created_at: 'timestamptz' },
    hot.slice(0, 5).map((game, index) => ({
      member_id: player,
      node_id: game.node_id,
      created_at: iso(now - (index + 1) * HOUR),
    })),
  );
  await insertRows(
    db,
    'game_launches',
    { member_id: 'integer', node_id: 'integer', mode: 'text', launched_at: 'timestamptz' },
    Array.from({ length: 6 }, (_, index) => ({
      member_id: player,
      node_id: pick(random, games).node_id,
      mode: 'real',
      launched_at: iso(now - (index + 1) * 3 * HOUR),
    })),
  );
}
