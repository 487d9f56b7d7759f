// Money-moving actions take an Idempotency-Key: the first request with a key does the work and
// records its answer in the same transaction; a repeat with the same key and payload gets that
// answer again without moving money; the same key with another payload is refused. A request that
// fails records nothing, so it may be retried with its key. On PostgreSQL a concurrent repeat waits
// on the key's row lock until the first commits, then replays.
import { fail } from '../core/gateway-error';
import type { Database, Queryable } from '../db/database';
import { sha256 } from './tokens';

export interface IdempotentRequest {
  memberId: number;
  action: string;
  key: string;
  payload: unknown;
  now: Date;
}

export interface IdempotentAnswer<T> {
  value: T;
  replayed: boolean;
}

/** JSON with sorted keys: the same payload hashes the same whatever order its fields came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/**
 * The answer an earlier request with this key got, when it has one: a replay needs neither the
 * handler nor the checks before its transaction. Refuses the key for another payload.
 */
export async function earlierAnswer<T>(
  db: Queryable,
  request: IdempotentRequest,
): Promise<IdempotentAnswer<T> | undefined> {
  const [earlier] = await db.query<{ request_hash: string; response: { value: T } | null }>(
    'SELECT request_hash, response FROM idempotency_keys WHERE member_id = $1 AND action = $2 AND idempotency_key = $3',
    [request.memberId, request.action, request.key],
  );
  if (!earlier) return undefined;
  if (earlier.request_hash !== sha256(canonical(request.payload))) fail('IDEMPOTENCY_KEY_REUSED');
  return earlier.response ? { value: earlier.response.value, replayed: true } : undefined;
}

export async function runIdempotent<T>(
  db: Database,
  request: IdempotentRequest,
  work: (tx: Queryable) => Promise<T>,
): Promise<IdempotentAnswer<T>> {
  const requestHash = sha256(canonical(request.payload));
  const ids = [request.memberId, request.action, request.key];
  return db.transaction(async (tx) => {
    const inserted = await tx.query(
      `INSERT INTO idempotency_keys (member_id, action, idempotency_key, request_hash, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING RETURNING member_id`,
      [...ids, requestHash, request.now],
    );
    if (inserted.length === 0) {
      const [earlier] = await tx.query<{ request_hash: string; response: { value: T } | null }>(
        'SELECT request_hash, response FROM idempotency_keys WHERE member_id = $1 AND action = $2 AND idempotency_key = $3',
        ids,
      );
      if (earlier.request_hash !== requestHash) fail('IDEMPOTENCY_KEY_REUSED');
      if (!earlier.response) fail('CONFLICT');
      return { value: earlier.response.value, replayed: true };
    }
    const value = await work(tx);
    // The answer is recorded as the transaction commits (on PostgreSQL in COMMIT's round trip):
    // recorded and committed together, or neither.
    tx.atCommit(
      'UPDATE idempotency_keys SET status_code = 200, response = $4::jsonb WHERE member_id = $1 AND action = $2 AND idempotency_key = $3',
      [...ids, JSON.stringify({ value })],
    );
    return { value, replayed: false };
  });
}
