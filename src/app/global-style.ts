// Page-wide base styles. Colours come only from the skin's CSS variables, which index.html inlines
// (`<style id="skin-theme">`) for the `data-theme` mode set on <html>.
import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }
  body {
    margin: 0;
    background: var(--skin-background);
    color: var(--skin-text);
    font-family: var(--skin-font-family);
  }
  a {
    color: var(--skin-primary);
  }
  button {
    font: inherit;
    color: var(--skin-on-primary);
    background: var(--skin-primary);
    border: 0;
    border-radius: var(--skin-radius);
    padding: 0.5rem 1rem;
    cursor: pointer;
  }
`;
