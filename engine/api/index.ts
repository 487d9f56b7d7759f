// The public entry of the gateway contract: the named-action table, the envelope and its error
// codes, the fetch-based client, the hybrid encryption's client half and the socket events.
// engine/index.ts re-exports this; the gateway and tests import it too.
export { ACTIONS, ACTION_FAMILIES, getAction, isActionName } from './actions';
export type { ActionFamily, ActionName, ActionSpec, HttpMethod } from './actions';
export { ApiError, isApiError } from './api-error';
export type { ApiErrorInit, ApiErrorKind } from './api-error';
export { createApiClient } from './api-client';
export type { ApiClient, ApiClientOptions, CallOptions } from './api-client';
export { actionUrl, buildRequest, CLIENT_TYPE } from './build-request';
export type { ApiRequestContext, BuiltRequest, RequestPayload } from './build-request';
export { ERROR_CODES, isEnvelope } from './envelope';
export { apiErrorText, ERROR_MESSAGE_KEYS, errorMessageKey } from './error-text';
export type { ErrorText } from './error-text';
export type { ApiEnvelope, ErrorCode } from './envelope';
export { encryptPayload, HYBRID_ALGORITHM, importGatewayKey } from './hybrid-crypto';
export type { EncryptedPayload, GatewayPublicKey, ImportedGatewayKey } from './hybrid-crypto';
export { actionSchemas, API_SCHEMA_BASE, apiSchemaRef } from './schema-ids';
export type { SchemaRef } from './schema-ids';
export { parseSocketEvent, SOCKET_PATH, socketUrl } from './socket-events';
export type { SocketEvent, SocketHello } from './socket-events';
export type * from '../generated/action-types';
