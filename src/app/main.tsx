import '@fontsource/montserrat/400.css';
import '@fontsource/montserrat/500.css';
import '@fontsource/montserrat/600.css';
import '../ui/theme.css';
import './layout/bootShell.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { authService, startAuthService } from '../machines/auth/authService';
import { readStoredUser } from '../relay/userStorage';
import { App, SignedInArea } from './App';
import { firstPageReady } from './firstPageReady';

// A signed-in deep link's first requests (src/app/firstRequests.ts) are started by the build's head script before this
// runs; importing it here again costs nothing then, and starts them in development, where no head script runs. The
// signed-in area is imported now too, not once React reaches it after the messages.
const signedInPage = readStoredUser() !== null && location.pathname.split('/')[2] !== 'auth';
if (signedInPage) {
  void import('./firstRequests');
  void SignedInArea.preload();
}

async function boot() {
  // The auth actor's first start (its machine worked out for the first time) in a task of its own: the entry's
  // modules take the one this module runs in.
  await new Promise((resolve) => { setTimeout(resolve, 0); });
  // Development only: localStorage.setItem('inspect', '1') opens the auth machine in the Stately inspector.
  if (import.meta.env.DEV && localStorage.getItem('inspect') === '1') {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    const inspector = createBrowserInspector();
    startAuthService((event) => inspector.inspect.next?.(event));
  } else {
    // Started already if a module asked for it in between.
    authService();
  }
  if (signedInPage) await firstPageReady(async () => (await import('./SignedInArea')).firstPageSettled());
  const root = createRoot(document.getElementById('root')!);
  // As a transition React draws the first page in slices and lets the browser in between: drawn at once, it was one
  // task of some 300 ms in which the page answered no key and no click (Lighthouse's blocking time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void boot();
