// What a route handler receives and how a family of routes is declared: each family module maps
// every action of its family to a handler (TypeScript checks that none is missing), with the
// guards the pipeline applies before the handler runs.
import type { FastifyRequest } from 'fastify';
import {
  type Locale,
  type ModuleId,
  type ActionFamily,
  type ActionName,
  type ACTIONS,
  type ActionPayload,
  type ActionValue,
} from '../../engine';
import type { Merchant } from '../core/merchants';
import type { Queryable } from '../db/database';
import type { SessionInfo } from '../members/sessions';
import type { GatewayDeps } from './gateway-deps';

export interface ActionContext<P = unknown> {
  action: ActionName;
  payload: P;
  merchant: Merchant;
  /**
   * The session: always there for actions that need the token; for publicRead ones, when a token
   * came.
   */
  session: SessionInfo | null;
  language: Locale;
  now: Date;
  /** `https://host:port` the request came to, for absolute URLs in answers. */
  origin: string;
  ip: string;
  /** The store; inside the idempotency transaction for money-moving actions. */
  db: Queryable;
  deps: GatewayDeps;
  request: FastifyRequest;
  /**
   * Runs work in a transaction (the current one, for money-moving actions). On PostgreSQL the
   * work may run again after a deadlock (db/pg-database.ts): what it gave afterCommit on a run
   * that rolled back is forgotten.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs after the answer's data is committed: socket events. */
  afterCommit(effect: () => void): void;
  /** Replaces the success message. */
  setMessage(message: string): void;
}

/** The context of an action that needs the token: the session is there. */
export type MemberContext<P> = ActionContext<P> & { session: SessionInfo };

type NeedsToken<N extends ActionName> = Extract<
  (typeof ACTIONS)[number],
  { name: N }
>['auth'] extends true
  ? true
  : false;

export interface ActionRoute<N extends ActionName> {
  handler: (
    context: NeedsToken<N> extends true
      ? MemberContext<ActionPayload<N>>
      : ActionContext<ActionPayload<N>>,
  ) => Promise<ActionValue<N>>;
  /**
   * Checks that run before the handler's transaction opens, outside it: the slow ones (the
   * transaction password's hash), so that no row lock and no pooled connection waits on them. A
   * money move replayed from its Idempotency-Key skips them, as it skips the handler.
   */
  beforeTransaction?: (
    context: NeedsToken<N> extends true
      ? MemberContext<ActionPayload<N>>
      : ActionContext<ActionPayload<N>>,
  ) => Promise<void>;
  /** Trial accounts are refused (spec 000 §6: no game launch, no protected actions). */
  realAccountOnly?: boolean;
  /** Only agents (types 1, 2, 41, 42). */
  agentOnly?: boolean;
  /** The module of the whitelabel tree that must be on (one the feature registry names). */
  module?: ModuleId;
  /** Still answered during maintenance and region restriction (what the blocked pages need). */
  duringOutage?: boolean;
  /** A larger body than the gateway's 64 KB, for an action that carries files. */
  bodyLimit?: number;
  /**
   * Files travel as strings: a body over `bodyLimit` is still read (up to FILE_BODY_RAW_LIMIT)
   * with every string cut after this many bytes, so the check names each file too large instead
   * of a bare 413 (server/long-string-elider.ts).
   */
  cutStringsAfter?: number;
}

export type ActionsOf<F extends ActionFamily> = Extract<
  (typeof ACTIONS)[number],
  { family: F }
>['name'];

export type FamilyRoutes<F extends ActionFamily> = { [N in ActionsOf<F>]: ActionRoute<N> };

export type RouteTable = { [N in ActionName]: ActionRoute<N> };
