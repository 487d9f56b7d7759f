// A whole-page message in place of the site (spec 000 §2 "Full-page replacements": the maintenance
// page and the region-blocked page): the brand's logo, a title, some lines, one action.
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Page = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: 1.5rem 1rem;
`;

const Panel = styled.section`
  display: grid;
  justify-items: center;
  gap: 1rem;
  width: min(32rem, 100%);
  padding: 2rem 1.5rem;
  text-align: center;
  color: var(--skin-text);
  background: var(--skin-surface);
  border: 1px solid var(--skin-border);
  border-radius: var(--skin-radius);
  img {
    max-height: 3rem;
    max-width: 100%;
  }
  h1 {
    margin: 0;
    font-size: 1.5rem;
  }
  p {
    margin: 0;
  }
`;

export interface StatusPanelProps {
  logo: string;
  logoAlt: string;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}

export function StatusPanel({ logo, logoAlt, title, children, action }: StatusPanelProps) {
  return (
    <Page>
      <Panel aria-labelledby="status-title">
        <img src={logo} alt={logoAlt} />
        <h1 id="status-title">{title}</h1>
        {children}
        {action}
      </Panel>
    </Page>
  );
}
