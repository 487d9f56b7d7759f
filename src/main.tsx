// Boot: read the skin index.html carries, load the default dictionary (preloaded by index.html), mount.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createI18n } from './lib/i18n/create-i18n';
import { readInlinedSkin } from './lib/skin/read-inlined-skin';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no <div id="root"> to mount the app in.');

const skin = readInlinedSkin(document);
const i18n = await createI18n(skin);

createRoot(root).render(
  <StrictMode>
    <App skin={skin} i18n={i18n} />
  </StrictMode>,
);
