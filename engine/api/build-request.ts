// Turning an action and its payload into an HTTP request (CONTRIBUTING.md "Talking to the
// gateway"): the path from the table or the skin's override, GET and DELETE payloads in the query
// string, others as a JSON body (form-encoded where the table says so), and the headers every call
// carries (spec 001 §7: "Most carry language, clientType 3 and platform values").
import type { ActionSpec, HttpMethod } from './actions';
import type { EncryptedPayload } from './hybrid-crypto';

export type RequestPayload = Record<string, unknown>;

export interface ApiRequestContext {
  /** Gateway origin; empty means the page's own origin (relative URLs). */
  baseUrl: string;
  merchantCode: string;
  language: string;
  token?: string | null;
  /** Per-action path overrides (`skin.api.paths`): a path, or a whole `https:` URL. */
  paths?: Readonly<Record<string, string>>;
  idempotencyKey?: string;
}

export interface BuiltRequest {
  url: string;
  method: HttpMethod;
  headers: Record<string, string>;
  body?: string;
}

/** The client type every call announces (spec 001 §7: clientType 3). */
export const CLIENT_TYPE = '3';

function encodePairs(payload: RequestPayload | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload ?? {})) {
    if (value === undefined || value === null) continue;
    params.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}

export function actionUrl(
  spec: Pick<ActionSpec, 'name' | 'path'>,
  baseUrl: string,
  paths?: Readonly<Record<string, string>>,
): string {
  const path = paths?.[spec.name] ?? spec.path;
  if (/^https?:\/\//.test(path)) return path;
  return `${baseUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

export function buildRequest(
  spec: ActionSpec,
  payload: RequestPayload | undefined,
  context: ApiRequestContext,
  encrypted?: EncryptedPayload,
): BuiltRequest {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Language': context.language,
    'X-Client-Type': CLIENT_TYPE,
  };
  if (context.merchantCode) headers['X-Merchant-Code'] = context.merchantCode;
  if (context.token) headers.Authorization = `Bearer ${context.token}`;
  if (context.idempotencyKey) headers['Idempotency-Key'] = context.idempotencyKey;

  let url = actionUrl(spec, context.baseUrl, context.paths);
  let body: string | undefined;
  if (spec.method === 'GET' || spec.method === 'DELETE') {
    // DELETE has no body semantics in HTTP, so its payload (removeFavourite's nodeId) rides the
    // query too.
    const query = encodePairs(payload).toString();
    if (query) url += `${url.includes('?') ? '&' : '?'}${query}`;
  } else if (encrypted) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify({ encrypted });
  } else if (spec.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = encodePairs(payload).toString();
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(payload ?? {});
  }
  return body === undefined
    ? { url, method: spec.method, headers }
    : { url, method: spec.method, headers, body };
}
