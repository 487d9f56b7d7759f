// The third-party human-verification widgets the site can draw (spec 000 §3, §4, §7): for each, the
// script its documentation gives for explicit rendering, the global that script sets, and the
// origins the page's Content-Security-Policy must let in for it, as each provider documents them.
// Cloudflare Turnstile (developers.cloudflare.com/turnstile/reference/content-security-policy/):
// script-src and frame-src challenges.cloudflare.com. hCaptcha (docs.hcaptcha.com/#content-security-policy-settings):
// script-src, frame-src, style-src and connect-src hcaptcha.com and *.hcaptcha.com. The CLI's
// policy (cli/build/security-headers.ts) and the site's loader (src/features/auth/) both read this.

export type VerificationWidget = 'turnstile' | 'hcaptcha';

export type CspDirective = 'script-src' | 'frame-src' | 'style-src' | 'connect-src';

export interface VerificationWidgetSpec {
  /** The script, with explicit rendering: the site calls `render` itself. */
  scriptUrl: string;
  /** The global the script defines: `render(el, options)`, `reset(id)`, `remove(id)`. */
  global: 'turnstile' | 'hcaptcha';
  /** The render option that carries the player's language. */
  languageOption: 'language' | 'hl';
  /** The origins each directive of the page's policy must allow. */
  csp: Readonly<Partial<Record<CspDirective, readonly string[]>>>;
}

const HCAPTCHA_ORIGINS = ['https://hcaptcha.com', 'https://*.hcaptcha.com'];

export const VERIFICATION_WIDGETS: Readonly<Record<VerificationWidget, VerificationWidgetSpec>> = {
  turnstile: {
    scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    global: 'turnstile',
    languageOption: 'language',
    csp: {
      'script-src': ['https://challenges.cloudflare.com'],
      'frame-src': ['https://challenges.cloudflare.com'],
    },
  },
  hcaptcha: {
    scriptUrl: 'https://js.hcaptcha.com/1/api.js?render=explicit',
    global: 'hcaptcha',
    languageOption: 'hl',
    csp: {
      'script-src': HCAPTCHA_ORIGINS,
      'frame-src': HCAPTCHA_ORIGINS,
      'style-src': HCAPTCHA_ORIGINS,
      'connect-src': HCAPTCHA_ORIGINS,
    },
  },
};

/** The Trusted Types policy that vouches for the widget scripts' addresses and nothing else. */
export const VERIFICATION_POLICY_NAME = 'skinforge-verification';

export function isVerificationWidget(provider: string): provider is VerificationWidget {
  return Object.hasOwn(VERIFICATION_WIDGETS, provider);
}

/** The origins one directive needs for the skin's widget, if it names one (security.humanVerification). */
export function widgetCspSources(
  widget: VerificationWidget | 'none',
  directive: CspDirective,
): readonly string[] {
  return widget === 'none' ? [] : (VERIFICATION_WIDGETS[widget].csp[directive] ?? []);
}
