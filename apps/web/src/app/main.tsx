import '@mantine/core/styles.css';
import './global.css';
// Before anything that may load zod (lib/zodSettings.ts).
import '../lib/zodSettings';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyDocumentLanguage } from '../lib/language';
import { getCurrentLocale, prepareI18n } from '../lib/i18n';
import { startInstallPromptCapture } from '../features/pwa/lib/installPrompt';
import { leaveForMarketingSite } from '../features/home/lib/marketingRedirect';
import { App } from './App';
import { preloadRoutePages } from './routes';

// SPEC §2: a browser tab opening / in production goes to the marketing site, and the app does not start.
const isLeavingForMarketingSite = leaveForMarketingSite();

applyDocumentLanguage(getCurrentLocale());
// SPEC §4 install banner: the browser offers its install prompt once, early; catch it before rendering.
startInstallPromptCapture();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

function renderApp(): void {
  if (isLeavingForMarketingSite) return;
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The first language's messages arrive as a chunk of their own (lib/i18n.ts); render once they are in.
// One more try covers a dropped request; after that the app renders anyway rather than stay blank.
// The page's own code downloads meanwhile, rather than after the first render.
if (!isLeavingForMarketingSite) preloadRoutePages(window.location.pathname);
prepareI18n()
  .catch(() => prepareI18n())
  .catch((error: unknown) => console.error('The interface texts could not be loaded', error))
  .finally(renderApp);
