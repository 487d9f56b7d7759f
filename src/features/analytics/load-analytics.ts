// Adds the analytics script once the player accepted (engine analyticsStep). The page's CSP asks
// for Trusted Types on script addresses, so the address goes through a policy of its own that
// vouches for that one address and nothing else. The gtag queue is set up first, as the script
// expects: it reads `dataLayer` when it runs.
import { ANALYTICS_POLICY_NAME } from '../../../engine';

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
}
interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  trustedTypes?: TrustedTypesFactory;
}

let policy: ScriptUrlPolicy | null | undefined;
let allowedUrl = '';

/** The policy (made once: a second createPolicy of the same name is refused), or null without TT. */
function scriptUrlPolicy(): ScriptUrlPolicy | null {
  if (policy !== undefined) return policy;
  const factory = (window as AnalyticsWindow).trustedTypes;
  policy =
    factory?.createPolicy(ANALYTICS_POLICY_NAME, {
      createScriptURL: (url) => {
        if (url !== allowedUrl) {
          throw new Error(`${ANALYTICS_POLICY_NAME}: expected ${allowedUrl}, got ${url}`);
        }
        return url;
      },
    }) ?? null;
  return policy;
}

export function loadAnalytics(scriptUrl: string, ids: readonly string[]): void {
  if (document.querySelector('script[data-analytics]')) return;
  const page = window as AnalyticsWindow;
  const queue = (page.dataLayer ??= []);
  page.gtag = function gtag() {
    // gtag.js reads each entry as an Arguments object, as its own snippet pushes them.
    // eslint-disable-next-line prefer-rest-params
    queue.push(arguments);
  };
  page.gtag('js', new Date());
  for (const id of ids) page.gtag('config', id);
  allowedUrl = scriptUrl;
  const trusted = scriptUrlPolicy()?.createScriptURL(scriptUrl) ?? scriptUrl;
  const script = document.createElement('script');
  script.async = true;
  script.dataset.analytics = '';
  script.src = trusted as string;
  document.head.append(script);
}
