// `npm run test:unit` and `npm run test:pg`: vitest with the gateway's tests on one store each.
// SKINFORGE_TEST_DATABASE_URL (a PostgreSQL server; .ci/run sets one up) gives every test gateway
// a fresh database there instead of PGlite (tests/gateway/support/test-gateway.ts).
//   pglite: every unit, component and gateway test, on PGlite, whatever the variable says.
//   postgres: the gateway's concurrency and limit tests again, on the server: row locks,
//     deadlocks and parallel connections are real only there. Without the variable it says it
//     left them out and succeeds.
// Extra arguments go to vitest.
import { spawnSync } from 'node:child_process';

/** The tests whose rules hold only if they hold under real concurrency (gateway/README.md). */
const POSTGRES_TESTS = [
  'tests/gateway/money-races.test.ts',
  'tests/gateway/contract-periods.test.ts',
  'tests/gateway/turnover-moves.test.ts',
  'tests/gateway/store-transactions.test.ts',
  'tests/gateway/durable-statements.test.ts',
  'tests/gateway/two-gateways.test.ts',
  'tests/gateway/login-limits.test.ts',
  'tests/gateway/payment-password-lockout.test.ts',
  'tests/gateway/sms-limits.test.ts',
  'tests/gateway/responsible-gambling.test.ts',
  'tests/gateway/rewards.test.ts',
];

const [store, ...extra] = process.argv.slice(2);
const serverUrl = process.env.SKINFORGE_TEST_DATABASE_URL;

function vitest(args, env) {
  const result = spawnSync('npx', ['vitest', 'run', ...args, ...extra], { stdio: 'inherit', env });
  return result.status ?? 1;
}

if (store === 'pglite') {
  const { SKINFORGE_TEST_DATABASE_URL: _server, ...env } = process.env;
  process.exit(vitest([], env));
} else if (store === 'postgres') {
  if (!serverUrl) {
    console.log(
      "test:pg: SKINFORGE_TEST_DATABASE_URL is not set, so the gateway's concurrency and limit tests ran on PGlite only; set it to a PostgreSQL server (postgres://user:password@host:5432/postgres, allowed to create databases) to run them there too.",
    );
    process.exit(0);
  }
  // One file at a time, so the databases do not crowd the server; each test gateway migrates and
  // seeds a fresh database (10,000 games), slower than PGlite's cached snapshot.
  process.exit(
    vitest(
      [
        '--project',
        'node',
        '--maxWorkers',
        '1',
        '--testTimeout',
        '120000',
        '--hookTimeout',
        '180000',
        ...POSTGRES_TESTS,
      ],
      process.env,
    ),
  );
} else {
  console.error(`run-tests-on-store: expected pglite or postgres (got ${store ?? 'nothing'})`);
  process.exit(2);
}
