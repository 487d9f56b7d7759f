// Lazy chunk: the agent area (spec 001 §2 Agent centre): the agent login page (/agent) and the agent
// centre (/agentHome) share one chunk, as a player never needs either. Placeholders until
// src/features/agent/ lands.
import { useTranslation } from 'react-i18next';
import { useSkin } from '../../lib/skin/skin-context';

export function AgentLogin() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="agent-login-title">
      <h1 id="agent-login-title">{t('agentLogin.title')}</h1>
    </section>
  );
}

export function AgentCentre() {
  const { t } = useTranslation();
  const { menus } = useSkin();
  return (
    <section aria-labelledby="agent-centre-title">
      <h1 id="agent-centre-title">{t('accountMenu.agent')}</h1>
      <ul>
        {menus.agent.map((page) => (
          <li key={page}>{t(`agentPage.${page}`)}</li>
        ))}
      </ul>
    </section>
  );
}
