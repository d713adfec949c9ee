import '@mantine/core/styles.css';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyDocumentLanguage } from '../lib/language';
import { getCurrentLocale } from '../lib/i18n';
import { App } from './App';

applyDocumentLanguage(getCurrentLocale());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
