// The reads boot makes. Payloads are constants so a feature reading the same data (the lobby's
// vendors) shares the query instead of asking again.
import type { ActionPayload } from '../../../engine';
import { gatewayQueryKey } from '../../lib/api';

/** Spec 001 §7: game vendors are asked for with platform html5-desktop. */
export const GAME_VENDORS_PAYLOAD: ActionPayload<'gameVendors'> = { platform: 'html5-desktop' };

export const PERMISSION_QUERY_KEY = gatewayQueryKey('permission');

/**
 * While the site is down for maintenance or blocked, ask again this often, so it comes back by
 * itself.
 */
export const STATUS_RECHECK_MS = 60_000;
