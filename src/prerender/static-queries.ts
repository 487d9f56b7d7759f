// @tanstack/react-query as the first-view renderer sees it (cli/build/first-view-modules-plugin.ts
// points the app's imports of it here): the same module, but `useQuery` gives the result
// react-query gives on a server for a query nobody has answered, without an observer, a query in
// the cache or the hashing of its key. A first view is drawn before any gateway answer (the
// renderer's gateway client refuses every call), so every query on it is one of those; a skin's
// pages ask for some forty, and their observers were about a tenth of the renderer's work in
// `build --all`. The result is react-query's field for field: tests/components/static-queries
// .test.tsx compares the two for the options the app passes, and tests/build/build-output.test.ts
// the pages drawn with and without this module. An option that would change the result in a way
// this does not follow is refused by name rather than drawn differently.
import {
  useQueryClient,
  type DefaultError,
  type useQuery as useObservedQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';

export * from '@tanstack/react-query';

type AnyQueryOptions = UseQueryOptions<unknown, DefaultError, unknown, QueryKey>;

// Options that give a query data before any answer, suspend the render or leave the result
// unsubscribed (which react-query shows as not fetching): none of them fits a picture of unanswered
// queries. Each is refused when it asks for something other than the default.
const REFUSED: Array<[name: string, asks: (value: unknown) => boolean]> = [
  ['initialData', (value) => value !== undefined],
  ['suspense', (value) => value === true],
  ['subscribed', (value) => value === false],
  ['experimental_prefetchInRender', (value) => value === true],
];

function refuse(options: AnyQueryOptions, why: string): never {
  throw new Error(
    `The first view's query ${JSON.stringify(options.queryKey)} ${why}: a first view pictures queries nobody has answered (src/prerender/static-queries.ts).`,
  );
}

/** The fields of a result, from what a query without an answer has. */
function resultOf(
  enabled: boolean,
  { status, data, error = null, errorUpdatedAt = 0, isPlaceholderData = false }: ResultState,
): UseQueryResult<unknown> {
  // On a server react-query is always online, so an enabled query is fetching, whatever its
  // network mode.
  const isFetching = enabled;
  const isPending = status === 'pending';
  const isError = status === 'error';
  const isLoading = isPending && isFetching;
  const hasData = data !== undefined;
  return Object.freeze({
    status,
    fetchStatus: isFetching ? 'fetching' : 'idle',
    isPending,
    isSuccess: status === 'success',
    isError,
    isInitialLoading: isLoading,
    isLoading,
    data,
    dataUpdatedAt: 0,
    error,
    errorUpdatedAt,
    failureCount: 0,
    failureReason: null,
    errorUpdateCount: 0,
    isFetched: false,
    isFetchedAfterMount: false,
    isFetching,
    isRefetching: isFetching && !isPending,
    isLoadingError: isError && !hasData,
    isPaused: false,
    isPlaceholderData,
    isRefetchError: isError && hasData,
    // A query without data is stale whatever its stale time, unless it is disabled.
    isStale: enabled,
    refetch: refuseRefetch,
    isEnabled: enabled,
  }) as UseQueryResult<unknown>;
}

interface ResultState {
  status: 'pending' | 'success' | 'error';
  data: unknown;
  error?: unknown;
  errorUpdatedAt?: number;
  isPlaceholderData?: boolean;
}

function refuseRefetch(): never {
  throw new Error(
    `A first view's query was asked to fetch again: a first view pictures queries nobody has answered (src/prerender/static-queries.ts).`,
  );
}

// Nearly every query on a first view is one of these two; they are shared, and frozen.
const PENDING = {
  fetching: resultOf(true, { status: 'pending', data: undefined }),
  idle: resultOf(false, { status: 'pending', data: undefined }),
};

/**
 * What react-query's `useQuery` gives on a server for a query that has no data, no error and no
 * fetch behind it: pending and (when enabled) fetching, or its placeholder, passed through
 * `select`.
 */
export function unansweredQueryResult(options: AnyQueryOptions): UseQueryResult<unknown> {
  for (const [name, asks] of REFUSED) {
    if (asks(Reflect.get(options, name))) refuse(options, `sets ${name}`);
  }
  const enabled = options.enabled ?? true;
  if (typeof enabled !== 'boolean') refuse(options, 'has `enabled` as a function');
  const placeholder =
    typeof options.placeholderData === 'function'
      ? (options.placeholderData as (previous: undefined, query: undefined) => unknown)(
          undefined,
          undefined,
        )
      : options.placeholderData;
  if (placeholder === undefined) return enabled ? PENDING.fetching : PENDING.idle;
  return placeholderResult(options, enabled, placeholder);
}

/** A placeholder stands in for the data, passed through `select` as react-query does. */
function placeholderResult(
  options: AnyQueryOptions,
  enabled: boolean,
  placeholder: unknown,
): UseQueryResult<unknown> {
  if (typeof options.structuralSharing === 'function') {
    refuse(options, 'shares its placeholder with a function');
  }
  if (!options.select) {
    return resultOf(enabled, { status: 'success', data: placeholder, isPlaceholderData: true });
  }
  try {
    const data = options.select(placeholder);
    return resultOf(enabled, { status: 'success', data, isPlaceholderData: true });
  } catch (error) {
    // react-query's own handling: the result is the selection's error.
    return resultOf(enabled, {
      status: 'error',
      data: undefined,
      error,
      errorUpdatedAt: Date.now(),
    });
  }
}

export const useQuery = ((
  options: AnyQueryOptions,
  queryClient?: Parameters<typeof useQueryClient>[0],
) => {
  const client = useQueryClient(queryClient);
  // This hook puts no query in the cache, so one there came from elsewhere, and may hold data.
  if (client.getQueryCache().getAll().length > 0) {
    refuse(options, 'meets a query cache that already holds queries');
  }
  const defaults = client.getDefaultOptions().queries;
  return unansweredQueryResult(
    defaults ? ({ ...defaults, ...options } as AnyQueryOptions) : options,
  );
}) as typeof useObservedQuery;
