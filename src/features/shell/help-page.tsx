// The help centre (spec 000 §2: /help, and /help#term opens the terms): the gateway's help content
// in the current language (helpContent, device WEB), its server HTML only through <SafeHtml>. The
// section the hash names is scrolled to and focused, and highlighted while it is the target.
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { helpTagFromHash } from '../../../engine';
import { ContentsPage } from '../../components/contents-page';
import { useTranslation } from '../../lib/i18n/use-translation';
import { HelpSectionBody, HelpStates, useHelpContent } from './help-content';

const Page = styled(ContentsPage)`
  gap: 1.5rem;
  section {
    padding: 1rem;
    background: var(--skin-surface);
    border: 1px solid var(--skin-border);
    border-radius: var(--skin-radius);
    scroll-margin-top: 1rem;
  }
  section:target,
  section[data-current] {
    border-color: var(--skin-primary);
  }
  section:focus {
    outline: 2px solid var(--skin-text);
    outline-offset: 2px;
  }
  section h2 {
    margin-top: 0;
  }
`;

export function HelpPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const { help, sections } = useHelpContent();
  const current = helpTagFromHash(hash);

  useEffect(() => {
    if (!current || sections.length === 0) return;
    const section = document.getElementById(current);
    section?.scrollIntoView({ block: 'start' });
    section?.focus({ preventScroll: true });
  }, [current, sections.length]);

  return (
    <Page>
      <h1>{t('help.title')}</h1>
      <HelpStates help={help} />
      {sections.length > 0 && (
        <>
          <nav aria-label={t('help.contents')}>
            <ul>
              {sections.map((section) => (
                <li key={section.tag}>
                  <Link
                    to={{ hash: section.tag }}
                    aria-current={section.tag === current ? 'location' : undefined}
                  >
                    {section.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {sections.map((section) => (
            <section
              key={section.tag}
              id={section.tag}
              tabIndex={-1}
              aria-label={section.title}
              data-current={section.tag === current || undefined}
            >
              <HelpSectionBody section={section} />
            </section>
          ))}
        </>
      )}
    </Page>
  );
}
