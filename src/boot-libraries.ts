// The libraries the runtime needs before it renders, imported for their evaluation alone: the page's
// entry (./main.tsx) imports this first and the app (./boot.tsx) in a later task, so a phone
// evaluates the runtime's script in two tasks instead of one long one. vite.config.ts puts these
// packages in a `libraries` chunk of their own, which also keeps them cached across deploys of the
// app. A library boot.tsx needs and this list forgets still works: it is then evaluated with the app.
import 'react';
import 'react-dom/client';
import 'react-router-dom';
import '@tanstack/react-query';
import 'i18next';
import 'react-i18next';
import 'styled-components';
import 'zustand';
