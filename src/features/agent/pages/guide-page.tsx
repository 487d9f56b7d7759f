// The agent centre's guides (spec 001 §2 "also named": installation guide, beginner guide, help
// centre): the gateway's articles of that guide in the current language (helpContent with its
// `guide`), laid out in the contents frame the site's help centre uses, with a row of topic links;
// the server's HTML only through <SafeHtml>.
import styled from 'styled-components';
import { ContentsPage } from '../../../components/contents-page';
import { LoadState } from '../../../components/load-state';
import { SafeHtml } from '../../../components/safe-html';
import { useGatewayQuery } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLanguage } from '../../preferences/use-language';
import { useLoadProps } from '../agent-tools';

export type AgentGuide = 'agentInstallation' | 'agentBeginner' | 'agentHelp';

const Frame = styled(ContentsPage)`
  padding: 0;
  section {
    padding: 1rem;
    border: 1px solid var(--skin-border);
    border-radius: var(--skin-radius);
  }
  section h2 {
    margin-top: 0;
    font-size: 1.125rem;
  }
`;

export function GuidePage({ guide, title }: { guide: AgentGuide; title: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const loadProps = useLoadProps();
  const help = useGatewayQuery('helpContent', { lang: language, device: 'WEB', guide });
  const sections = help.data?.sections ?? [];
  const anchor = (tag: string) => `${guide}-${tag}`;
  return (
    <LoadState {...loadProps(help, (value) => value.sections.length === 0)}>
      <Frame>
        <nav aria-label={t('agentGuide.contents')}>
          <ul>
            {sections.map((section) => (
              <li key={section.tag}>
                <a href={`#${anchor(section.tag)}`}>{section.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        {sections.map((section) => (
          <section
            key={section.tag}
            id={anchor(section.tag)}
            aria-label={`${title}: ${section.title}`}
          >
            <SafeHtml html={section.content} />
          </section>
        ))}
      </Frame>
    </LoadState>
  );
}
