// What every route reads: the store, the merchants, the catalogue, the keys, the sockets, the
// clock, and in dev mode the dev state. Built once per gateway at start.
import type { Catalogue } from '../catalogue/catalogue';
import type { MerchantRegistry } from '../core/merchants';
import type { PayloadValidator } from '../core/payload-validator';
import type { GatewayKeys } from '../crypto/gateway-keys';
import type { Database } from '../db/database';
import type { DevState } from '../dev/dev-state';
import type { EventHub } from '../events/event-hub';

export interface GatewayDeps {
  db: Database;
  merchants: MerchantRegistry;
  catalogue: Catalogue;
  keys: GatewayKeys;
  events: EventHub;
  validator: PayloadValidator;
  /** The gateway's time: the injected clock, plus the dev offset. */
  now(): Date;
  /** Present only with --dev. */
  dev?: DevState;
  /** Check every answer's value against its schema (tests turn this on). */
  checkValues: boolean;
  /** A password login from an address new to the member needs verification (spec 000 §4). */
  newIpVerification: boolean;
}
