import { buildDateLocalesAside } from './dateLocalesAside';
import { startFirstPage } from './firstPage';

/**
 * The build's second entry (vite.config.ts): the tiny script in index.html's head imports it outside /xx/auth/
 * (scripts/viteDelivery.ts, preloadPageChunks), so a signed-in deep link's first requests leave before the app's own
 * module graph has arrived and run. Its modules are shared with the app's chunks, so they run once.
 */
startFirstPage(location.pathname, location.search, location.pathname.split('/')[1] ?? '');
buildDateLocalesAside();
