// The one way server HTML reaches the page (announcement and notice content, help pages, promotion
// texts: spec 000 §3 "content (HTML)"). DOMPurify removes scripts, event handlers and `javascript:`
// URLs; forms and <style> go too (a notice has no business restyling or asking for input); every
// remaining link opens in a new tab with rel="noopener noreferrer", so it can neither reach back
// into the site (window.opener) nor learn where the player came from. Lint allows
// dangerouslySetInnerHTML in this file only.
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { useMemo } from 'react';

let purifier: Purifier | null = null;

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

export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
    FORBID_ATTR: ['formaction'],
  });
}

export interface SafeHtmlProps {
  html: string;
  as?: 'div' | 'span' | 'section' | 'article';
  className?: string;
  id?: string;
}

export function SafeHtml({ html, as: Tag = 'div', className, id }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
