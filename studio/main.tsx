// The studio's editor (`skinforge studio`, cli/studio/): its own small React app beside the
// player runtime, which it shows in a frame and never imports.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StudioApp } from './panels/studio-app';
import { StudioTextsProvider } from './texts/studio-texts';
import './studio.css';
import './studio-frame.css';
import './studio-fields.css';

const root = document.getElementById('studio');
if (!root) throw new Error('studio/index.html has no <div id="studio"> to mount the editor in.');

createRoot(root).render(
  <StrictMode>
    <StudioTextsProvider>
      <StudioApp />
    </StudioTextsProvider>
  </StrictMode>,
);
