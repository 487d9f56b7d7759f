// What the gateway opens before it answers: the store (migrated and seeded), the merchants, the
// catalogue, the key pair, the socket hub, the validator, and with --dev the dev state. The store
// and the key pair start together; PGlite's WebAssembly start is most of the wait.
import path from 'node:path';
import { Catalogue } from '../catalogue/catalogue';
import type { GatewayDeps } from '../context/gateway-deps';
import { MerchantRegistry } from '../core/merchants';
import { PayloadValidator } from '../core/payload-validator';
import { createGatewayKeys } from '../crypto/gateway-keys';
import type { Database, DatabaseOption } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { openMemoryDatabase, prepareOrClose, snapshotKey } from '../db/snapshot-cache';
import { DevState } from '../dev/dev-state';
import { EventHub, NOTICE_CHANNEL } from '../events/event-hub';
import { seedDatabase } from '../seed/seed-database';
import { readSkinMerchants } from '../seed/skin-merchants';
import type { GatewayLogOptions } from './request-log';

export interface GatewayOptions {
  /** 'memory' (default, or DATABASE_URL when set), a PGlite folder, or a PostgreSQL URL. */
  db?: DatabaseOption;
  /** Adds the /__dev routes: the outbox, switches, faults. Never on unless asked for. */
  dev?: boolean;
  /** Where the skins are: one merchant per skin (default `skins`). */
  skinsDir?: string;
  /** Milliseconds since the epoch; tests pass their own to reach expiry without waiting. */
  clock?: () => number;
  /**
   * Fastify's logger: one line per 5xx, and per request with `requests` (server/request-log.ts).
   * Off by default (tests); the CLI turns it on.
   */
  log?: GatewayLogOptions | false;
  /**
   * Behind a load balancer or proxy: take the client's address from X-Forwarded-For (Fastify's
   * trustProxy: true, or the proxies' addresses), so per-client limits count players,
   * not the proxy.
   */
  trustProxy?: boolean | string | string[];
  /** Check every answer's value against its schema (tests turn it on). */
  checkValues?: boolean;
  /**
   * A password login from an address new to the member needs verification (spec 000 §4). On unless
   * turned off: the gateway tests turn it off by default, as each of their clients comes from an
   * address of its own.
   */
  newIpVerification?: boolean;
}

export function databaseOption(option: DatabaseOption | undefined): DatabaseOption {
  if (option) return option;
  const url = process.env.DATABASE_URL;
  return url ? { connectionString: url } : 'memory';
}

export async function startServices(
  options: GatewayOptions,
  warn: (message: string) => void,
): Promise<GatewayDeps> {
  const clock = options.clock ?? Date.now;
  const dev = options.dev ? new DevState() : undefined;
  const now = () => new Date(clock() + (dev?.clockOffsetMs ?? 0));
  const skins = await readSkinMerchants(path.resolve(options.skinsDir ?? 'skins'), warn);
  const seedTime = now();
  const prepare = async (db: Database) => {
    await migrate(db);
    await seedDatabase(db, skins, seedTime);
  };
  const option = databaseOption(options.db);
  const [db, keys] = await Promise.all([
    option === 'memory'
      ? openMemoryDatabase(snapshotKey(skins, seedTime), prepare)
      : openDatabase(option).then((opened) => prepareOrClose(opened, prepare)),
    createGatewayKeys(),
  ]);
  try {
    const merchants = new MerchantRegistry();
    await merchants.load(db);
    const catalogue = await Catalogue.load(db);
    const events = new EventHub();
    if (db.listen && db.notify) {
      // Several gateways on one PostgreSQL: socket events and merchant changes reach them all.
      await db.listen(NOTICE_CHANNEL, (payload) => events.receive(payload));
      const notify = db.notify.bind(db);
      events.connect({
        publish: (payload) => notify(NOTICE_CHANNEL, payload),
        merchantChanged: (code) => merchants.reload(db, code),
        warn,
      });
    }
    return {
      db,
      merchants,
      catalogue,
      keys,
      events,
      validator: new PayloadValidator(),
      now,
      dev,
      checkValues: options.checkValues ?? false,
      newIpVerification: options.newIpVerification ?? true,
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
