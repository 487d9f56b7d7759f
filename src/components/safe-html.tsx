// The one way server HTML reaches the page (announcement and notice content, help pages, promotion
// texts: spec 000 §3 "content (HTML)"). DOMPurify removes scripts and event handlers; forms and
// <style> go too (a notice has no business restyling or asking for input). A link or source may
// only be http(s), mailto:, tel:, a path of the site or an anchor (allowedLink): `javascript:`,
// `data:` (but for images), `vbscript:` and protocol-relative `//host` addresses lose their
// attribute, however their scheme is cased, spaced or written in entities. Every remaining link
// opens in a new tab with rel="noopener noreferrer", so it can neither reach back into the site
// (window.opener) nor learn where the player came from. Lint allows dangerouslySetInnerHTML in this
// file only.
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

/** The schemes a link or source in server HTML may name; any other address must be relative. */
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
/** A scheme as a browser's URL parser reads one. */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** `//host` and `\\host` (browsers read a backslash as a slash): another site, whatever the scheme. */
const PROTOCOL_RELATIVE = /^[/\\]{2}/;
/** An <img> may also carry its picture inline. */
const INLINE_PICTURE = /^data:image\/(?:png|gif|jpeg|webp);/i;
/** Attributes a browser follows or loads; each must pass allowedLink. */
const URL_ATTRIBUTES = new Set([
  'href',
  'xlink:href',
  'src',
  'action',
  'formaction',
  'poster',
  'background',
  'cite',
  'longdesc',
  'data',
  'codebase',
]);
// Whitespace and controls a browser's URL parser drops or skips (java\tscript:, \u0001javascript:):
// matching control characters is the point here.
// eslint-disable-next-line no-control-regex
const IGNORED_IN_URLS = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;

/**
 * Whether a link or source of server HTML may stay: http(s), mailto: or tel:, or an address of the
 * site itself (a path, a query, an anchor), read as the browser will read it (entities already
 * decoded by the parser, whitespace and controls out, any case); an <img> may also be a data:
 * picture.
 */
export function allowedLink(tagName: string, attribute: string, value: string): boolean {
  const url = value.replace(IGNORED_IN_URLS, '');
  if (PROTOCOL_RELATIVE.test(url)) return false;
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined || LINK_SCHEMES.has(scheme)) return true;
  return tagName.toLowerCase() === 'img' && attribute === 'src' && INLINE_PICTURE.test(url);
}

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
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    if (
      URL_ATTRIBUTES.has(data.attrName) &&
      !allowedLink(node.tagName, data.attrName, data.attrValue)
    ) {
      data.keepAttr = false;
    }
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // A link or an image map's area opens a tab of its own, with no opener and no referrer.
    if ((node.tagName === 'A' || node.tagName === 'AREA') && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

const FORBIDDEN = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
  // srcset and ping carry addresses LINK_POLICY cannot read one by one.
  FORBID_ATTR: ['formaction', 'srcset', 'ping'],
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
