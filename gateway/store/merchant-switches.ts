// The dev switches' writes to a merchant's stored row (routes/dev/): each field of the change to
// its column, in one UPDATE; the caller reloads the merchant.
import type { Queryable } from '../db/database';
import type { MerchantOverlay } from '../dev/dev-state';

/** Writes the fields `change` names (and only those) to the merchant's row. */
export async function writeMerchantSwitch(
  db: Queryable,
  code: string,
  change: MerchantOverlay,
): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [code];
  const set = (column: string, value: unknown, cast = '') => {
    params.push(value);
    sets.push(`${column} = $${params.length}${cast}`);
  };
  if (change.maintenance !== undefined) set('maintenance', change.maintenance);
  if ('maintenanceEnd' in change) set('maintenance_end', change.maintenanceEnd ?? null);
  if (change.regionRestricted !== undefined) set('region_restricted', change.regionRestricted);
  if (change.moduleTree !== undefined) {
    set('module_tree', JSON.stringify(change.moduleTree), '::jsonb');
  }
  if (change.settings !== undefined) set('settings', JSON.stringify(change.settings), '::jsonb');
  if (sets.length === 0) {
    throw new Error(`writeMerchantSwitch(${code}): the change names no column (got {})`);
  }
  await db.query(`UPDATE merchants SET ${sets.join(', ')} WHERE code = $1`, params);
}
