// Writes the shared catalogue: vendors, their categories, about 10,000 games in one statement, and
// a few vendor notices.
import type { Queryable } from '../db/database';
import { insertRows } from '../db/insert-rows';
import { generateCatalogue } from './catalogue';

export async function seedCatalogue(db: Queryable, now: Date): Promise<number> {
  const { vendors, games } = generateCatalogue(now);
  await insertRows(
    db,
    'vendors',
    { code: 'text', name: 'text', sort: 'integer' },
    vendors.map((vendor, index) => ({ code: vendor.code, name: vendor.name, sort: index + 1 })),
  );
  await insertRows(
    db,
    'vendor_categories',
    { vendor_code: 'text', category: 'text', sort: 'integer' },
    vendors.flatMap((vendor, index) =>
      vendor.categories.map((category) => ({
        vendor_code: vendor.code,
        category,
        sort: index + 1,
      })),
    ),
  );
  await insertRows(
    db,
    'games',
    {
      node_id: 'integer',
      game_code: 'text',
      name: 'text',
      display_name: 'text',
      game_type: 'text',
      vassalage: 'text',
      game_classify: 'text',
      is_game: 'text',
      parent_node_id: 'integer',
      is_hot: 'smallint',
      support_play: 'smallint',
      sort_order: 'integer',
      released_at: 'timestamptz',
    },
    games,
  );
  const hour = 3_600_000;
  await insertRows(
    db,
    'game_announcements',
    {
      vassalage: 'text',
      title: 'jsonb',
      content: 'jsonb',
      starts_at: 'timestamptz',
      ends_at: 'timestamptz',
    },
    ['AG', 'PT', 'IBC'].map((vassalage, index) => ({
      vassalage,
      title: { pt: `Manutenção ${vassalage}`, en: `${vassalage} maintenance` },
      content: {
        pt: `O provedor ${vassalage} fará manutenção programada.`,
        en: `${vassalage} has scheduled maintenance.`,
      },
      starts_at: new Date(now.getTime() + (index + 1) * 24 * hour).toISOString(),
      ends_at: new Date(now.getTime() + (index + 1) * 24 * hour + 2 * hour).toISOString(),
    })),
  );
  return games.length;
}
