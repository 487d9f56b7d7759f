// Loads a verification widget's script on demand (spec 000 §3, §4, §7; engine VERIFICATION_WIDGETS)
// and hands back the global it defines. The page's CSP asks for Trusted Types on script addresses,
// so the address goes through a policy of its own that vouches for the widgets' documented scripts
// and nothing else (cli/build/security-headers.ts names it when the skin chooses a widget).
import {
  VERIFICATION_POLICY_NAME,
  VERIFICATION_WIDGETS,
  type VerificationWidget,
} from '../../../engine';
import { forgetScript, loadScript } from '../../lib/browser/load-script';

/** How long a widget's script may take before the player is told and offered a retry. */
export const WIDGET_SCRIPT_TIMEOUT_MS = 15_000;

export interface WidgetRenderOptions {
  sitekey: string;
  callback(token: string): void;
  'error-callback'(): void;
  'expired-callback'(): void;
  [languageOption: string]: unknown;
}

/** What Turnstile's and hCaptcha's scripts define, as far as the site uses it. */
export interface WidgetApi {
  render(element: HTMLElement, options: WidgetRenderOptions): string;
  reset(id?: string): void;
  remove(id: string): void;
}

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}
interface WidgetWindow {
  trustedTypes?: {
    createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
  };
  turnstile?: WidgetApi;
  hcaptcha?: WidgetApi;
}

const SCRIPT_URLS = new Set(Object.values(VERIFICATION_WIDGETS).map((spec) => spec.scriptUrl));
let policy: ScriptUrlPolicy | null | undefined;

/** The policy (made once: a second createPolicy of the same name is refused), or null without TT. */
function scriptUrlPolicy(): ScriptUrlPolicy | null {
  if (policy !== undefined) return policy;
  policy =
    (window as WidgetWindow).trustedTypes?.createPolicy(VERIFICATION_POLICY_NAME, {
      createScriptURL: (url) => {
        if (!SCRIPT_URLS.has(url)) {
          throw new Error(
            `${VERIFICATION_POLICY_NAME}: expected one of ${[...SCRIPT_URLS].join(', ')}, got ${url}`,
          );
        }
        return url;
      },
    }) ?? null;
  return policy;
}

/** The widget's API once its script ran; rejects with a ScriptLoadError when it cannot load. */
export async function loadVerificationWidget(widget: VerificationWidget): Promise<WidgetApi> {
  const spec = VERIFICATION_WIDGETS[widget];
  const page = window as WidgetWindow;
  if (!page[spec.global]) {
    await loadScript({
      url: spec.scriptUrl,
      trusted: scriptUrlPolicy()?.createScriptURL(spec.scriptUrl) ?? spec.scriptUrl,
      timeoutMs: WIDGET_SCRIPT_TIMEOUT_MS,
    });
  }
  const api = page[spec.global];
  if (!api) {
    forgetScript(spec.scriptUrl);
    throw new Error(
      `loadVerificationWidget: ${spec.scriptUrl} ran but window.${spec.global} is not there`,
    );
  }
  return api;
}
