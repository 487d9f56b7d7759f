// The Chromium the CLI and its tests drive: Debian's (`npx playwright install` cannot download on
// the project's machines), CHROMIUM_PATH when set, else Playwright's own (after `npx playwright
// install chromium`); with the flags a container and a shared 2-core machine need.
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath(): string | undefined {
  return (
    process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)
  );
}
