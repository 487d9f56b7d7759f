// What features use to talk to the gateway (src/lib/api). Import from here, not from the files.
export { ApiProvider, useGatewayClient, useHasToken } from './api-provider';
export { apiErrorMessage, useApiErrorMessage, type Translate } from './api-error-message';
export { createGatewayClient, type GatewayClientOptions } from './gateway-client';
export {
  dependsOnSession,
  GATEWAY_QUERY_ROOT,
  gatewayQueryKey,
  isSessionQuery,
  type GatewayQueryKey,
  type SessionSegment,
} from './query-keys';
export { prefetchGatewayRead } from './prefetch-gateway-read';
export { MAX_READ_RETRIES, shouldRetryRead } from './retry-policy';
export { useGatewayMutation, type GatewayMutationOptions } from './use-gateway-mutation';
export { useGatewayQuery, useGatewayQueryKey, type GatewayQueryOptions } from './use-gateway-query';
export {
  FALLBACK_DIALING_CODE,
  useCountryCodes,
  useCountryCodesAtStart,
  useDialingCode,
  type CountryCode,
  type DialingCode,
} from './use-country-codes';
export { useSmsSender, type SmsSender } from './use-sms-sender';
export { useLoadState } from './use-load-state';
