// Entry point: start the PWA plumbing and the theme, then render the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { listenForInstallPrompt } from './app/pwa/install';
import { registerServiceWorker } from './app/pwa/serviceWorker';
import { initTheme } from './app/theme/theme';
import './app/styles/theme.css';
import './app/styles/app.css';

listenForInstallPrompt();
void initTheme();
if (import.meta.env.PROD) registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
