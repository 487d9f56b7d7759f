// The `test` every e2e spec imports: Playwright's, plus the skin under test.
//   skin        the resolved skin the page was built with
//   dictionary  its default-language dictionary; `t(key)` reads it like the app does
//   devGateway  the reference gateway's /__dev routes (outbox of SMS codes and captcha answers, switches)
//   devSwitches this test's own dev switches (maintenance, region, modules, registration, faults): its
//               page sends X-Dev-Scope, so nothing it flips reaches the specs running beside it
//   onceSkin    the skin tests/e2e/once/ runs against, when the matrix has it (see coveredOnce)
//   cspViolations every `securitypolicyviolation` the test's pages reported, in every frame; a test
//               fails at teardown when there is one, unless it declares
//               `test.use({ cspViolationsExpected: true })` (a spec that provokes them on purpose)
//   hydrationErrors every report of the test's page that the build's first view did not hydrate as
//               it was rendered (React's hydration errors, src/boot.tsx); a test fails at teardown
//               when there is one
import { isDeepStrictEqual } from 'node:util';
import { test as base, expect } from '@playwright/test';
import type { ResolvedSkin } from '../../../engine';
import { readBuiltDictionary, readBuiltSkin } from './built-skin';
import { createDevGateway, type DevGateway } from './dev-gateway';
import {
  createDevSwitches,
  DEV_SCOPE_HEADER,
  devScopeName,
  type DevSwitches,
} from './dev-switches';
import { ONCE_SKIN } from './e2e-skins';

export interface SkinOptions {
  /** Set per project by playwright.config.ts. */
  skinId: string;
}

/** A Content-Security-Policy or Trusted Types refusal a page reported. */
export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

const CSP_BINDING = '__skinforgeCspViolation';

interface SkinWorkerFixtures extends SkinOptions {
  skin: ResolvedSkin;
  onceSkin: ResolvedSkin | null;
  dictionary: Record<string, string>;
}

interface SkinTestFixtures {
  t: (key: string) => string;
  devGateway: DevGateway;
  devSwitches: DevSwitches;
  cspViolationsExpected: boolean;
  cspViolations: CspViolation[];
  hydrationErrors: string[];
}

/**
 * What React logs when a hydration went wrong: its production build numbers the errors (418 a
 * mismatch, 419 a boundary the server left, 421 an update before hydration, 422/423 an error while
 * hydrating, 425 text); its development build (`skinforge dev` has no first view) words them.
 */
const HYDRATION_ERROR =
  /Minified React error #4(?:18|19|21|22|23|25)\b|Hydration failed|hydration mismatch|didn't match the client/i;

export const test = base.extend<SkinTestFixtures, SkinWorkerFixtures>({
  skinId: ['default', { option: true, scope: 'worker' }],
  skin: [async ({ skinId }, use) => use(await readBuiltSkin(skinId)), { scope: 'worker' }],
  onceSkin: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const inMatrix = process.env.SKINFORGE_E2E_SKINS?.split(',').includes(ONCE_SKIN);
      await use(inMatrix ? await readBuiltSkin(ONCE_SKIN) : null);
    },
    { scope: 'worker' },
  ],
  dictionary: [
    async ({ skinId, skin }, use) => use(await readBuiltDictionary(skinId, skin.locales.default)),
    { scope: 'worker' },
  ],
  t: async ({ dictionary }, use) => {
    await use((key) => {
      const text = dictionary[key];
      if (text === undefined) throw new Error(`The dictionary has no key "${key}".`);
      return text;
    });
  },
  devGateway: async ({ request, skin }, use) => use(createDevGateway(request, skin.merchantCode)),
  devSwitches: async ({ page, request, skin }, use, testInfo) => {
    const switches = createDevSwitches(
      request,
      skin.merchantCode,
      devScopeName([
        'e2e',
        testInfo.project.name,
        testInfo.workerIndex,
        testInfo.testId,
        testInfo.repeatEachIndex,
        testInfo.retry,
      ]),
    );
    await page.setExtraHTTPHeaders({ [DEV_SCOPE_HEADER]: switches.scope });
    await use(switches);
    await switches.drop();
  },
  cspViolationsExpected: [false, { option: true }],
  cspViolations: [
    async ({ page, cspViolationsExpected }, use) => {
      const violations: CspViolation[] = [];
      await page.exposeBinding(CSP_BINDING, (_source, violation: CspViolation) => {
        violations.push(violation);
      });
      await page.addInitScript((binding) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as Record<string, (v: CspViolation) => void>)[binding];
          report?.({
            directive: event.effectiveDirective,
            blocked: event.blockedURI || 'inline',
            source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
            sample: event.sample,
          });
        });
      }, CSP_BINDING);
      await use(violations);
      if (!cspViolationsExpected) {
        expect(violations, 'the Content-Security-Policy refused nothing on any page').toEqual([]);
      }
    },
    { auto: true },
  ],
  hydrationErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) {
          errors.push(message.text().split('\n')[0]!);
        }
      });
      page.on('pageerror', (error) => {
        if (HYDRATION_ERROR.test(error.message)) errors.push(error.message.split('\n')[0]!);
      });
      await use(errors);
      expect(errors, 'the first view hydrated as the build rendered it').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Skips the calling file's (or describe's) tests for a skin whose part they read — `pick(skin)` —
 * is the same as the once-skin's, whose run already covered that configuration. Per-skin specs test
 * what a skin changes; a skin that changes nothing there has nothing new to show.
 */
export function coveredOnce(what: string, pick: (skin: ResolvedSkin) => unknown): void {
  test.skip(
    ({ skinId, skin, onceSkin }) =>
      skinId !== ONCE_SKIN && onceSkin !== null && isDeepStrictEqual(pick(skin), pick(onceSkin)),
    `the skin's ${what} are the ${ONCE_SKIN} skin's, whose run covers them`,
  );
}
