import '@fontsource/montserrat/400.css';
import '@fontsource/montserrat/500.css';
import '@fontsource/montserrat/600.css';
import '../ui/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startAuthService } from '../machines/auth/authService';
import { readStoredUser } from '../relay/userStorage';
import { App, SignedInArea } from './App';

// A signed-in deep link's first requests (src/app/firstRequests.ts) are started by the build's head script before this
// runs; importing it here again costs nothing then, and starts them in development, where no head script runs. The
// signed-in area is imported now too, not once React reaches it after the messages.
const signedInPage = readStoredUser() !== null && location.pathname.split('/')[2] !== 'auth';
if (signedInPage) {
  void import('./firstRequests');
  void SignedInArea.preload();
}

/** Longest the first render of a signed-in page waits for its page to be ready, before it shows a loading page. */
const FIRST_PAGE_WAIT_MS = 800;

/** Until the signed-in page's code, words and answers are here (src/app/routePreload.ts), for a moment at most. */
function firstPageReady(): Promise<unknown> {
  if (!signedInPage) return Promise.resolve();
  return Promise.race([
    import('./SignedInArea').then(({ firstPageSettled }) => firstPageSettled(), () => undefined),
    new Promise((resolve) => { setTimeout(resolve, FIRST_PAGE_WAIT_MS); }),
  ]);
}

async function boot() {
  // Development only: localStorage.setItem('inspect', '1') opens the auth machine in the Stately inspector.
  if (import.meta.env.DEV && localStorage.getItem('inspect') === '1') {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    const inspector = createBrowserInspector();
    startAuthService((event) => inspector.inspect.next?.(event));
  } else {
    startAuthService();
  }
  await firstPageReady();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
