import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/app.css';
import { App } from './app/app';
import { initI18n } from './lib/i18n';
import { loadRuntimeConfig } from './lib/runtime-config';
import { showCarriedToast } from './lib/carried-toast';

async function start() {
  await Promise.all([loadRuntimeConfig(), initI18n()]);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // The login's light page signs in, then loads the SPA: its "Logged in" shows here.
  showCarriedToast();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
