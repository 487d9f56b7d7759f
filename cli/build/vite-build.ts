// Every Vite build the CLI runs (the runtime, the first-view renderer): the project's config (with
// any plugins a build adds), in production mode, reporting only warnings and errors (Vite's
// per-file report would drown the per-skin progress lines). Vite builds for whatever NODE_ENV says
// when it is set: under a test runner (`test`) that would ship React's development build and a
// different bundle, so NODE_ENV is `production` while Vite runs and put back after.
import { build, type InlineConfig } from 'vite';
import { PROJECT_ROOT, VITE_CONFIG_FILE } from './project-root';

export async function viteBuild(
  options: Pick<InlineConfig, 'build' | 'ssr' | 'define' | 'plugins'>,
): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: PROJECT_ROOT,
      configFile: VITE_CONFIG_FILE,
      mode: 'production',
      logLevel: 'warn',
      ...options,
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
