// The first view's queries (src/prerender/static-queries.ts) give what react-query's own useQuery
// gives on a server for a query nobody has answered: each case is rendered with both, each in a
// fresh client, and the results compared field by field.
import {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  useQuery,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Static from '../../src/prerender/static-queries';

type Options = Omit<UseQueryOptions, 'queryKey' | 'queryFn'>;

const QUERY = {
  queryKey: ['gateway', 'gameVendors', { category: 'RNG' }, 'visitor'],
  queryFn: () => Promise.reject(new Error('a first view never fetches')),
};

/** The result a hook gives in a server render, inside `client`. */
function resultOf(hook: typeof useQuery, options: Options, client = new QueryClient()) {
  let result: Record<string, unknown> = {};
  function Probe() {
    result = { ...hook({ ...QUERY, ...options }) };
    return null;
  }
  renderToString(
    <QueryClientProvider client={client}>
      <Probe />
    </QueryClientProvider>,
  );
  return result;
}

/** Field by field, functions (refetch) as their kind. */
const comparable = (result: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(result).map(([key, value]) => [
      key,
      typeof value === 'function' ? 'function' : value,
    ]),
  );

afterEach(() => vi.restoreAllMocks());

const CASES: Record<string, Options> = {
  'no options': {},
  'a disabled query': { enabled: false },
  'a stale time and a refetch interval': { staleTime: 60_000, refetchInterval: 30_000 },
  'the previous page kept while the next loads (the lobby)': { placeholderData: keepPreviousData },
  'a placeholder value': { placeholderData: { games: [] } },
  'a placeholder from a function, selected': {
    placeholderData: () => ({ games: [{ id: 'g1' }] }),
    select: (data) => (data as { games: unknown[] }).games.length,
  },
  'a disabled query with a placeholder': { enabled: false, placeholderData: [1, 2] },
  'a query that fetches whatever the network': { networkMode: 'always' },
  'a query that tries the cache first': { networkMode: 'offlineFirst' },
  'a select that fails on its placeholder': {
    placeholderData: {},
    select: () => {
      throw new Error('no games');
    },
  },
};

describe('the first view’s useQuery', () => {
  it.each(Object.entries(CASES))('gives react-query’s result for %s', (_name, options) => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const theirs = resultOf(useQuery, options);
    const ours = resultOf(Static.useQuery, options);
    expect(comparable(ours)).toStrictEqual(comparable(theirs));
  });

  it('takes the client’s default options, as react-query does', () => {
    const disabledByDefault = () =>
      new QueryClient({ defaultOptions: { queries: { enabled: false } } });
    const ours = resultOf(Static.useQuery, {}, disabledByDefault());
    expect(comparable(ours)).toStrictEqual(comparable(resultOf(useQuery, {}, disabledByDefault())));
    expect(ours).toMatchObject({ fetchStatus: 'idle', isEnabled: false });
  });

  it('puts nothing in the query cache', () => {
    const client = new QueryClient();
    resultOf(Static.useQuery, {}, client);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it('refuses initial data, which a query nobody has answered cannot have', () => {
    expect(() => resultOf(Static.useQuery, { initialData: { games: [] } })).toThrow(
      `The first view's query ["gateway","gameVendors",{"category":"RNG"},"visitor"] sets initialData: a first view pictures queries nobody has answered (src/prerender/static-queries.ts).`,
    );
  });

  it('refuses `enabled` as a function, which would need a query in the cache', () => {
    expect(() => resultOf(Static.useQuery, { enabled: () => true })).toThrow(
      'has `enabled` as a function',
    );
  });

  it('refuses a cache that already holds queries, whose data react-query would show', () => {
    const client = new QueryClient();
    client.setQueryData(QUERY.queryKey, { games: [] });
    expect(() => resultOf(Static.useQuery, {}, client)).toThrow(
      'meets a query cache that already holds queries',
    );
  });

  it('refuses to fetch again', () => {
    const { refetch } = resultOf(Static.useQuery, {});
    expect(() => (refetch as () => unknown)()).toThrow('was asked to fetch again');
  });
});
