// What a payload may hold is what the store can hold (gateway/README.md "The contract as this
// gateway speaks it"): every whole number of every action's payload has a maximum a PostgreSQL
// integer keeps, so an id of 2^31 is a 400 naming the field rather than the store's 500; and a
// required text of spaces only is refused rather than stored empty.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS, actionSchemas, type ActionName } from '../../engine';
import { API_SCHEMAS } from '../../engine/authoring';
import { tally } from './support/outcomes';
import { newPlayer, seeded, type TestPlayer } from './support/players';
import { startTestGateway, type TestGateway } from './support/test-gateway';

const INT4_MAX = 2_147_483_647;
const TOO_BIG = INT4_MAX + 1;

type Schema = Record<string, unknown>;

const documents = new Map(API_SCHEMAS.map((schema) => [schema.$id as string, schema as Schema]));

/** The node a `$ref` points at, and the document it lives in. */
function resolve(ref: string, base: string): { node: Schema; base: string } {
  const [file, pointer = ''] = ref.split('#');
  const id = file ? new URL(file, base).href : base;
  const node = pointer
    .split('/')
    .slice(1)
    .reduce<Schema>((at, key) => at[key] as Schema, documents.get(id)!);
  return { node, base: id };
}

/** A keyword of a node, or of what its `$ref` chain points at when the node leaves it out. */
function keywordOf(node: Schema, base: string, keyword: string): unknown {
  if (keyword in node) return node[keyword];
  if (typeof node.$ref !== 'string') return undefined;
  const target = resolve(node.$ref, base);
  return keywordOf(target.node, target.base, keyword);
}

/** Every integer a payload schema lets through, with its path and maximum (following $refs). */
function integers(node: Schema, base: string, path: string, seen = new Set<Schema>()): string[] {
  if (seen.has(node)) return [];
  seen.add(node);
  if (keywordOf(node, base, 'type') === 'integer') {
    // An enum of whole numbers is bounded by its largest value.
    const choices = keywordOf(node, base, 'enum');
    const maximum = Array.isArray(choices)
      ? Math.max(...(choices as number[]))
      : keywordOf(node, base, 'maximum');
    return [`${path} ≤ ${String(maximum)}`];
  }
  if (typeof node.$ref === 'string') {
    const target = resolve(node.$ref, base);
    return integers(target.node, target.base, path, seen);
  }
  const found: string[] = [];
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    found.push(...integers(child as Schema, base, `${path}.${key}`, seen));
  }
  for (const keyword of ['items', 'additionalProperties'] as const) {
    if (node[keyword] && typeof node[keyword] === 'object') {
      found.push(...integers(node[keyword] as Schema, base, `${path}[]`, seen));
    }
  }
  for (const keyword of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const branch of (node[keyword] as Schema[] | undefined) ?? []) {
      found.push(...integers(branch, base, path, seen));
    }
  }
  return found;
}

describe('the payload schemas', () => {
  it('give every whole number a maximum a PostgreSQL integer holds', () => {
    const unbounded = ACTIONS.flatMap((spec) => {
      const { $ref } = actionSchemas(spec).payload;
      const { node, base } = resolve($ref, $ref.split('#')[0]!);
      return integers(node, base, spec.name).filter((entry) => {
        const maximum = Number(entry.split(' ≤ ')[1]);
        return !(maximum <= INT4_MAX);
      });
    });
    expect(unbounded).toEqual([]);
  });
});

let gateway: TestGateway;
let player: TestPlayer;
let agent: TestPlayer;

beforeAll(async () => {
  gateway = await startTestGateway();
  player = await newPlayer(gateway, { paymentPassword: '246810' });
  agent = await seeded(gateway, 'agent01', 'Agent123');
});

afterAll(async () => {
  await gateway?.close();
});

describe('an id of 2^31', () => {
  const calls: Array<[ActionName, 'player' | 'agent', Record<string, unknown>]> = [
    ['confirmWithdrawal', 'player', { withdrawalId: TOO_BIG, outcome: 'received' }],
    ['withdraw', 'player', { amount: '20', bankAccountId: TOO_BIG, paymentPassword: '246810' }],
    ['convertPoints', 'player', { points: TOO_BIG, paymentPassword: '246810' }],
    ['redeem', 'player', { goodsId: TOO_BIG, quantity: 1, paymentPassword: '246810' }],
    ['promotionJoin', 'player', { promotionId: TOO_BIG }],
    ['promotionApply', 'player', { promotionId: TOO_BIG, comment: 'Hello' }],
    ['promotionClaim', 'player', { promotionId: TOO_BIG }],
    ['raffleClaim', 'player', { promotionId: TOO_BIG }],
    ['readMessage', 'player', { id: TOO_BIG }],
    ['deleteMessage', 'player', { id: TOO_BIG }],
    ['revokeDeviceCredential', 'player', { id: TOO_BIG }],
    ['contractRespond', 'agent', { contractId: TOO_BIG, decision: 'accept' }],
    ['contractPreview', 'agent', { contractId: TOO_BIG }],
    ['agentLinkDelete', 'agent', { id: TOO_BIG }],
  ];

  it.each(calls)('is refused by %s as bad input naming the field', async (action, who, payload) => {
    const caller = who === 'agent' ? agent : player;
    const call = (caller.client.call as (name: ActionName, payload: unknown) => Promise<unknown>)(
      action,
      payload,
    );
    const error = await call.then(
      () => undefined,
      (refused: { status: number; code: string; message: string }) => refused,
    );
    const field = Object.keys(payload).find((key) => payload[key] === TOO_BIG);
    expect([error?.status, error?.code, error?.message]).toEqual([
      400,
      'BAD_REQUEST',
      `Invalid ${action} payload: ${field} must be <= ${INT4_MAX} (got ${TOO_BIG})`,
    ]);
  });
});

describe('a required text of spaces only', () => {
  it('is refused with the field named, and nothing is stored', async () => {
    const add = (bankName: string, holderName = 'Maria Silva') =>
      player.client.call('addBankAccount', { holderName, bankName, accountNumber: '0012345678' });
    const refused = await add(' ').catch((error: { message: string }) => error.message);
    expect(refused).toBe(
      'Invalid addBankAccount payload: bankName must be text that is not only spaces (got " ")',
    );
    expect(await tally([add('Banco Azul', '   ')])).toEqual({ '400 BAD_REQUEST': 1 });
    expect((await player.client.call('withdrawalInfo')).bankAccounts).toEqual([]);
    expect(
      await tally([agent.client.call('agentLinkCreate', { name: '  ', accountType: 'player' })]),
    ).toEqual({ '400 BAD_REQUEST': 1 });
  });
});
