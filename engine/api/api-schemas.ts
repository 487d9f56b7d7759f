// Every JSON Schema of the gateway contract, for whoever validates payloads and values (the
// gateway at its boundary, tests). Not exported from engine/api/index.ts: the browser bundle
// never needs them, and importing this module is what pulls them in.
import account from '../../schemas/api/account.schema.json';
import agent from '../../schemas/api/agent.schema.json';
import auth from '../../schemas/api/auth.schema.json';
import catalogue from '../../schemas/api/catalogue.schema.json';
import chat from '../../schemas/api/chat.schema.json';
import common from '../../schemas/api/common.schema.json';
import content from '../../schemas/api/content.schema.json';
import deposit from '../../schemas/api/deposit.schema.json';
import favourites from '../../schemas/api/favourites.schema.json';
import lottery from '../../schemas/api/lottery.schema.json';
import points from '../../schemas/api/points.schema.json';
import promotions from '../../schemas/api/promotions.schema.json';
import rebate from '../../schemas/api/rebate.schema.json';
import records from '../../schemas/api/records.schema.json';
import rewards from '../../schemas/api/rewards.schema.json';
import rg from '../../schemas/api/rg.schema.json';
import security from '../../schemas/api/security.schema.json';
import system from '../../schemas/api/system.schema.json';
import wallet from '../../schemas/api/wallet.schema.json';
import withdrawal from '../../schemas/api/withdrawal.schema.json';
import defs from '../../schemas/defs.schema.json';
import moduleTree from '../../schemas/module-tree.schema.json';

/**
 * The documents, each with its `$id`; add them all to one ajv instance, then compile an action's
 * SchemaRef.
 */
export const API_SCHEMAS: readonly { $id: string }[] = [
  defs,
  moduleTree,
  common,
  auth,
  account,
  system,
  content,
  catalogue,
  favourites,
  wallet,
  deposit,
  withdrawal,
  records,
  rebate,
  security,
  promotions,
  points,
  agent,
  lottery,
  chat,
  rewards,
  rg,
];
