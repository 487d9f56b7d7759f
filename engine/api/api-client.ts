// The framework-free client of the gateway contract (STYLE.md: TanStack Query's core, no React
// here). `call(name, payload)` resolves to the envelope's value or rejects with an ApiError whose
// kind the UI maps to the spec's messages (spec 000 §8). Encrypted actions fetch `publicKey` once
// and encrypt transparently; a gateway that rotated its key is asked again once.
import type { ActionPayload, ActionValue } from '../generated/action-types';
import { getAction, type ActionName, type ActionSpec } from './actions';
import { ApiError } from './api-error';
import { buildRequest, type RequestPayload } from './build-request';
import { isEnvelope } from './envelope';
import type { GatewayPublicKey, ImportedGatewayKey } from './hybrid-crypto';

// The encryption is loaded with the first encrypted call (a login, a registration, a payment): a
// page that makes none, as most first visits do, never loads it.
const hybridCrypto = () => import('./hybrid-crypto');

export interface ApiClientOptions {
  /** Gateway origin (`skin.api.baseUrl`); empty means same origin. */
  baseUrl: string;
  /**
   * Sent as X-Merchant-Code; empty sends none (the gateway then serves the default skin's
   * merchant).
   */
  merchantCode: string;
  getLanguage: () => string;
  getToken: () => string | null | undefined;
  /** Every call gives up after this long with kind 'timeout' (spec 000 §8). */
  timeoutMs: number;
  fetch?: typeof globalThis.fetch;
  /** Per-action path overrides (`skin.api.paths`). */
  paths?: Readonly<Record<string, string>>;
  /** WebCrypto for encryption and idempotency keys; globalThis.crypto by default. */
  crypto?: Crypto;
}

export interface CallOptions {
  /**
   * For money-moving actions; one is made per call when absent. Reuse it to retry the same move.
   */
  idempotencyKey?: string;
  /** Aborting rejects with the signal's reason (not an ApiError: nobody failed). */
  signal?: AbortSignal;
}

export interface ApiClient {
  call<N extends ActionName>(
    name: N,
    payload?: ActionPayload<N>,
    options?: CallOptions,
  ): Promise<ActionValue<N>>;
  /** Forget the gateway's public key (the next encrypted call fetches it again). */
  resetPublicKey(): void;
}

/** Retry-After in delta-seconds (what gateways send for the SMS lockout); dates are not read. */
function retryAfter(header: string | null, value: unknown): number | undefined {
  if (header && /^\d+$/.test(header.trim())) return Number(header.trim());
  const fromValue = (value as { retryAfterSeconds?: unknown } | null | undefined)
    ?.retryAfterSeconds;
  return typeof fromValue === 'number' ? fromValue : undefined;
}

function readAnswer(action: string, response: Response, text: string): unknown {
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!isEnvelope(body)) {
    throw new ApiError({
      kind: 'http',
      action,
      status: response.status,
      code: response.ok ? 'BAD_RESPONSE' : `HTTP_${response.status}`,
      message: `The gateway answered ${response.status} without an envelope`,
    });
  }
  if (response.ok && body.success) return body.value;
  // A 5xx is the server failing ('Unknown error' for players); a 4xx or a 2xx refusal carries a
  // message meant for the player.
  throw new ApiError({
    kind: response.status >= 500 ? 'http' : 'business',
    action,
    status: response.status,
    code: body.code ?? (response.ok ? 'REFUSED' : `HTTP_${response.status}`),
    message: body.message,
    retryAfterSeconds: retryAfter(response.headers.get('Retry-After'), body.value),
    value: body.value ?? undefined,
  });
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl =
    options.fetch ??
    ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const webCrypto = options.crypto ?? globalThis.crypto;
  let gatewayKey: Promise<ImportedGatewayKey> | undefined;

  async function send(
    spec: ActionSpec,
    payload: RequestPayload | undefined,
    callOptions: CallOptions,
  ): Promise<unknown> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs);
    const outer = callOptions.signal;
    const forward = () => controller.abort(outer?.reason);
    if (outer?.aborted) forward();
    outer?.addEventListener('abort', forward, { once: true });
    try {
      const encrypted = spec.encrypted ? await encrypt(spec.name, payload) : undefined;
      const idempotencyKey = spec.idempotent
        ? (callOptions.idempotencyKey ?? webCrypto.randomUUID())
        : undefined;
      const request = buildRequest(
        spec,
        payload,
        {
          baseUrl: options.baseUrl,
          merchantCode: options.merchantCode,
          language: options.getLanguage(),
          token: options.getToken(),
          paths: options.paths,
          idempotencyKey,
        },
        encrypted,
      );
      const response = await fetchImpl(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        signal: controller.signal,
      });
      return readAnswer(spec.name, response, await response.text());
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (timedOut) {
        throw new ApiError({
          kind: 'timeout',
          action: spec.name,
          status: 0,
          code: 'TIMEOUT',
          message: `No answer to ${spec.name} within ${options.timeoutMs} ms`,
        });
      }
      if (outer?.aborted) throw outer.reason ?? error;
      throw new ApiError({
        kind: 'network',
        action: spec.name,
        status: 0,
        code: 'NETWORK',
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forward);
    }
  }

  async function encrypt(name: string, payload: RequestPayload | undefined) {
    const { encryptPayload } = await hybridCrypto();
    return encryptPayload(await publicKey(), name, payload ?? {}, webCrypto);
  }

  function publicKey(): Promise<ImportedGatewayKey> {
    gatewayKey ??= send(getAction('publicKey'), undefined, {}).then(async (value) =>
      (await hybridCrypto()).importGatewayKey(value as GatewayPublicKey, webCrypto.subtle),
    );
    gatewayKey.catch(() => {
      gatewayKey = undefined;
    });
    return gatewayKey;
  }

  return {
    async call(name, payload, callOptions = {}) {
      const spec = getAction(name);
      try {
        return (await send(spec, payload as RequestPayload | undefined, callOptions)) as never;
      } catch (error) {
        if (!(error instanceof ApiError && error.code === 'ENCRYPTION_KEY_UNKNOWN')) throw error;
        gatewayKey = undefined;
        return (await send(spec, payload as RequestPayload | undefined, callOptions)) as never;
      }
    },
    resetPublicKey() {
      gatewayKey = undefined;
    },
  };
}
