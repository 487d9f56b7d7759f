// What the help page and the help modal share (spec 000 §2: /help and the help modal): the
// gateway's help content in the current language (helpContent, device WEB), its loading, error and
// empty states, and a section's body (server HTML only through <SafeHtml>).
import type { ActionValue } from '../../../engine';
import { ErrorNotice } from '../../components/error-notice';
import { SafeHtml } from '../../components/safe-html';
import { RouteLoader } from '../../components/spinner';
import { useApiErrorMessage, useGatewayQuery } from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLanguage } from '../preferences/use-language';

export type HelpSection = ActionValue<'helpContent'>['sections'][number];

/** The server's sections usually open with their own heading; one that does not gets the title. */
const opensWithHeading = (html: string) => /^\s*<h[1-6][\s>]/i.test(html);

export function useHelpContent() {
  const { language } = useLanguage();
  const help = useGatewayQuery('helpContent', { lang: language, device: 'WEB' });
  return { help, sections: help.data?.sections ?? [] };
}

export function HelpStates({ help }: { help: ReturnType<typeof useHelpContent>['help'] }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  if (help.isPending) return <RouteLoader label={t('common.loading')} />;
  if (help.isError) {
    return (
      <ErrorNotice
        message={errorMessage(help.error)}
        onRetry={() => void help.refetch()}
        retryLabel={t('common.retry')}
        pending={help.isFetching}
      />
    );
  }
  return help.data.sections.length === 0 ? <p>{t('help.empty')}</p> : null;
}

export function HelpSectionBody({ section }: { section: HelpSection }) {
  return (
    <>
      {!opensWithHeading(section.content) && <h2>{section.title}</h2>}
      <SafeHtml html={section.content} />
    </>
  );
}
