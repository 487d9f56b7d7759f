// The one way server HTML reaches the page (announcement and notice content, help pages, promotion
// texts: spec 000 §3 "content (HTML)"). DOMPurify removes scripts, event handlers and `javascript:`
// URLs; forms and <style> go too (a notice has no business restyling or asking for input); every
// remaining link opens in a new tab with rel="noopener noreferrer", so it can neither reach back
// into the site (window.opener) nor learn where the player came from. Lint allows
// dangerouslySetInnerHTML in this file only.
//
// The site's Content-Security-Policy requires Trusted Types for every HTML sink and allows one
// policy, `skinforge-html` (cli/build/security-headers.ts), created here and handed to DOMPurify
// only: any other innerHTML in the page is refused by the browser. The policy passes its input
// through because DOMPurify calls it on what it has already sanitised (and on the dirty input, which
// it parses into an inert document); the policy object never leaves this module.
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { useMemo } from 'react';

/** Must match HTML_POLICY_NAME in cli/build/security-headers.ts (the CSP's trusted-types). */
export const HTML_POLICY_NAME = 'skinforge-html';

let purifier: Purifier | null = null;
type HtmlPolicy = NonNullable<Config['TRUSTED_TYPES_POLICY']>;
type TrustedHtml = ReturnType<HtmlPolicy['createHTML']>;
interface TrustedTypesFactory {
  createPolicy(
    name: string,
    rules: { createHTML(html: string): string; createScriptURL(url: string): string },
  ): HtmlPolicy;
}

let policy: HtmlPolicy | null | undefined;

/** The policy, or null in a browser without Trusted Types (the sanitised string is used as is). */
function htmlPolicy(): HtmlPolicy | null {
  if (policy !== undefined) return policy;
  const factory = (window as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  policy =
    factory?.createPolicy(HTML_POLICY_NAME, {
      createHTML: (html) => html,
      // Server HTML never loads a script: a script URL (only on <script>, which is forbidden
      // anyway) becomes empty.
      createScriptURL: () => '',
    }) ?? null;
  return policy;
}

function getPurifier(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

const FORBIDDEN = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
  FORBID_ATTR: ['formaction'],
};

/** The sanitised markup as text (tests, and anything that only reads it). */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, { ...FORBIDDEN, TRUSTED_TYPES_POLICY: htmlPolicy() ?? null });
}

/** The sanitised markup as Trusted Types HTML where the browser has them, for the DOM. */
function trustedHtml(html: string): TrustedHtml | string {
  const trusted = htmlPolicy();
  if (!trusted) return sanitizeHtml(html);
  return getPurifier().sanitize(html, {
    ...FORBIDDEN,
    TRUSTED_TYPES_POLICY: trusted,
    RETURN_TRUSTED_TYPE: true,
  });
}

export interface SafeHtmlProps {
  html: string;
  as?: 'div' | 'span' | 'section' | 'article';
  className?: string;
  id?: string;
}

export function SafeHtml({ html, as: Tag = 'div', className, id }: SafeHtmlProps) {
  const clean = useMemo(() => trustedHtml(html), [html]);
  return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
