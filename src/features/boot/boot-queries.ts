// Boot's query keys and timings. What boot reads, and with which payloads, is the engine's
// (engine/lobby/boot-reads.ts: GAME_VENDORS_PAYLOAD is shared by every feature reading the vendors,
// so they share boot's query instead of asking again).
import { gatewayQueryKey } from '../../lib/api';

export const PERMISSION_QUERY_KEY = gatewayQueryKey('permission');

/**
 * While the site is down for maintenance or blocked, ask again this often, so it comes back by
 * itself.
 */
export const STATUS_RECHECK_MS = 60_000;

/**
 * How long after the permission's answer the site waits for the settings, rules and vendors asked
 * for beside it before it is drawn without them (they refine it when they come).
 */
export const BOOT_ANSWERS_WAIT_MS = 1000;
