// The help modal (spec 000 §2 "Modals": help), opened from the footer's help links and the login
// modal: the same help content as /help, one section at a time behind tabs (the section asked for
// first), and a link to the whole help page.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Tabs, tabPanelProps } from '../../components/tabs';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { ModalBodyProps } from '../modals/modal-types';
import { HelpSectionBody, HelpStates, useHelpContent } from './help-content';

const Body = styled.div`
  display: grid;
  gap: 1rem;
  [role='tabpanel'] h2 {
    margin-top: 0;
  }
  [role='tabpanel']:focus-visible {
    outline: 2px solid var(--skin-text);
    outline-offset: 2px;
  }
`;

export interface HelpModalProps {
  /** The section to show first (a help tag, as in /help#tag); the first section when absent. */
  tag?: string;
}

export function HelpModal({ tag, close }: HelpModalProps & ModalBodyProps) {
  const { t } = useTranslation();
  const { help, sections } = useHelpContent();
  const [chosen, setChosen] = useState(tag);
  const current = sections.find((section) => section.tag === chosen) ?? sections[0];
  return (
    <Body>
      <HelpStates help={help} />
      {current && (
        <>
          <Tabs
            label={t('help.contents')}
            idBase="help-modal"
            items={sections.map((section) => ({ id: section.tag, label: section.title }))}
            value={current.tag}
            onChange={setChosen}
          />
          <div {...tabPanelProps('help-modal', current.tag)}>
            <HelpSectionBody section={current} />
          </div>
          <Link to={`/help#${current.tag}`} onClick={close}>
            {t('help.openPage')}
          </Link>
        </>
      )}
    </Body>
  );
}
