// The words a banner draws over its picture (the home's hero, an account pop-up's banner, the side
// menu's): a column over the whole picture on the hero's veil (--skin-hero-scrim), whose words keep
// to the share of the width the veil holds to WCAG AA (--skin-hero-words). Each banner sizes them
// for its own box.
import { css } from 'styled-components';

export const bannerWordsStyles = css`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  justify-content: center;
  padding-inline-end: calc(100% - var(--skin-hero-words));
  background: var(--skin-hero-scrim);
  line-height: 1.25;
  overflow-wrap: anywhere;
  strong {
    font-weight: 800;
    line-height: 1.1;
  }
`;
