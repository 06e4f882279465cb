import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * What the build writes to page-preloads.json (scripts/viteDelivery.ts, preloadPageChunks): the files a signed-in
 * page needs beyond index.html's own, by route. `early` starts with src/app/firstRequests.ts's chunk (the page's query
 * and access check) and holds its imports; each route names its files as indexes into `files`, and its area's
 * messages in English and Spanish (-1: none).
 */
export interface PagePreloads {
  /** src/app/afterFirstPaint.ts's chunk: puts a drawn page's scripts in its head once the page is drawn. */
  afterFirstPaint?: string;
  early: string[];
  messages: Record<'en' | 'es', string[]>;
  shell: string[];
  shellStyles: string[];
  files: string[];
  routes: [pattern: string, files: number[], messages: [number, number], styles: number[], heading?: PageHeading | null][];
}

/** A page's fixed h1 and description in each language (AppRoute's `heading`, made plain text by the build). */
export type PageHeading = Record<'en' | 'es', string[]>;

/** A locale prefix as the app reads it (src/app/i18n.ts): es, es-PE, fr... */
const LOCALE_PREFIX = /^\/[a-z]{2,3}(?:-[a-z0-9]{2,8})*(?=\/|$)/i;
const SPANISH = /^\/es(-[a-z0-9-]*)?(\/|$)/i;
const GUEST = /^\/[a-z]{2,3}(?:-[a-z0-9]{2,8})*\/auth(\/|$)/i;

/** Text made safe inside an attribute or an element. */
const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The language and the route (an index into `routes`, -1 for none) of a signed-in page's address; null for a guest page. */
export function pageOf(preloads: PagePreloads, browserPath: string): { locale: 'en' | 'es'; route: number } | null {
  if (GUEST.test(browserPath)) return null;
  const path = browserPath.replace(LOCALE_PREFIX, '') || '/';
  return {
    locale: SPANISH.test(browserPath) ? 'es' : 'en',
    route: preloads.routes.findIndex(([pattern]) => new RegExp(pattern).test(path)),
  };
}

/**
 * index.html for one signed-in page, with the tags of its first requests in <head>: its query's script first of all,
 * then (after the entry's own files, which draw everything) the words, the signed-in area, the page's code, its
 * area's words and the style sheets they load. Over HTTP/1.1 the browser opens only a few connections and asks in the
 * order it finds the tags, so a head script computing them once it had itself arrived (index.html's preload script,
 * kept for hosts without this server) found them queued behind the entry's dozens of files; the server knows the
 * address before the browser does. Style sheets are only fetched early (rel=preload): Vite's loader still puts each
 * in the page when its chunk runs, so the cascade keeps its order.
 */
export function pageWithPreloads(html: string, preloads: PagePreloads, { locale, route }: { locale: 'en' | 'es'; route: number }): string {
  const [first, ...earlyImports] = preloads.early;
  const [, routeFiles, areaMessages, routeStyles, heading] = preloads.routes[route] ?? [null, [], [-1, -1], [], null];
  const areaMessage = areaMessages[locale === 'es' ? 1 : 0];
  const module = (file: string) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`;
  const style = (file: string) => `<link rel="preload" as="style" crossorigin href="${escapeHtml(file)}">`;
  // The signed-in area shares some modules with the first requests, already named in the head.
  const later = [...new Set([
    ...preloads.messages[locale], ...preloads.shell, ...routeFiles.map((index) => preloads.files[index]),
    ...(areaMessage >= 0 ? [preloads.files[areaMessage]] : []),
  ])].filter((file) => !earlyImports.includes(file));
  const head = [`<script type="module" async crossorigin src="${escapeHtml(first)}"></script>`, ...earlyImports.map(module)];
  const tail = [...later.map(module), ...routeStyles.map((index) => style(preloads.files[index])), ...preloads.shellStyles.map(style)];
  // The page's language before the app runs (it sets it too): what a screen reader announces first.
  const spoken = locale === 'es' ? html.replace('<html lang="en">', '<html lang="es">') : html;
  const page = heading ? withHeading(spoken, heading[locale]) : spoken;
  const start = page.indexOf('<script');
  const end = page.indexOf('</head>');
  if (start < 0 || end < start) return page;
  if (heading && preloads.afterFirstPaint) return drawnFirst(page, { start, end }, head, tail, preloads.afterFirstPaint);
  return `${page.slice(0, start)}${head.join('\n    ')}\n    ${page.slice(start, end)}  ${tail.join('\n    ')}\n  ${page.slice(end)}`;
}

/** The app's scripts, their module preloads and the style sheets they load: what a drawn page asks for after its paint. */
const AFTER_PAINT_TAG = /<script\b[^>]*><\/script>|<link rel="(?:modulepreload|preload" as="style)"[^>]*>/g;

/**
 * A page drawn from its HTML (its frame and heading) asks first for what that drawing needs (the style sheet and
 * fonts, named before any script) and for its query (`head`); the app's scripts and the rest wait in
 * <template id="td-after-paint">, which src/app/afterFirstPaint.ts (named after the query's script) empties into the
 * head once the page is drawn. The tags keep their order; the title and anything else stay where they were.
 */
function drawnFirst(page: string, { start, end }: { start: number; end: number }, head: string[], tail: string[], loader: string): string {
  const own = page.slice(start, end);
  const later = own.match(AFTER_PAINT_TAG) ?? [];
  const rest = later.reduce((text, tag) => text.replace(tag, ''), own).split('\n').map((line) => line.trim()).filter(Boolean);
  const first = [...head, `<script type="module" async crossorigin src="${escapeHtml(loader)}"></script>`, ...rest];
  return `${page.slice(0, start)}${first.join('\n    ')}\n    <template id="td-after-paint">\n      ${[...later, ...tail].join('\n      ')}\n    </template>\n  ${page.slice(end)}`;
}

/**
 * The page's frame and heading, drawn by the browser as soon as the HTML and the entry's style sheet are in (the
 * classes are src/app/layout/bootShell.css.ts's), where the app will draw them: on a slow line the page's title shows
 * about two seconds before the scripts can draw anything. React replaces it with the page when it first draws. Hidden
 * from assistive technology, which meets the page's own heading moments later; the tab is titled at once.
 */
function withHeading(html: string, [title, description]: string[]): string {
  const shell = '<div class="td-boot" aria-hidden="true"><div class="td-boot-sidebar"></div>'
    + '<div class="td-boot-topbar"><span class="td-boot-menu"></span><span class="td-boot-brand">Tourdesk</span></div>'
    + '<div class="td-boot-main"><div class="td-boot-content"><div class="td-boot-header"><div class="td-boot-crumbs"></div>'
    + `<div class="td-boot-row"><div class="td-boot-titles"><p class="td-boot-title">${escapeHtml(title)}</p>`
    + (description ? `<p class="td-boot-description">${escapeHtml(description)}</p>` : '')
    + '</div></div></div></div></div></div>';
  return html.replace('<div id="root"></div>', `<div id="root">${shell}</div>`)
    .replace('<title>Tourdesk</title>', `<title>${escapeHtml(title)} · Tourdesk</title>`);
}

/** A page as it travels: its text, and brotli and gzip made once (it is asked for at every deep link). */
export interface PreparedPage { html: Buffer; br: Buffer; gzip: Buffer }

const prepare = (html: string): PreparedPage => {
  const plain = Buffer.from(html);
  return {
    html: plain,
    br: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzip: gzipSync(plain, { level: 9 }),
  };
};

/** The best encoding of a page an Accept-Encoding header allows ("br;q=0" refuses brotli). */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set((acceptEncoding ?? '').split(',').map((part) => part.trim().split(';'))
    .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
    .map(([name]) => name.trim().toLowerCase()));
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

/**
 * The page for each address of the built client in `staticDir`, made once per route and language; null for a guest
 * page (sign-in), and for every page where the build wrote no page-preloads.json: index.html is then sent as it is.
 */
export function pagePreloader(staticDir: string): (browserPath: string) => PreparedPage | null {
  const file = join(staticDir, 'page-preloads.json');
  if (!existsSync(file)) return () => null;
  const preloads = JSON.parse(readFileSync(file, 'utf8')) as PagePreloads;
  const html = readFileSync(join(staticDir, 'index.html'), 'utf8');
  const made = new Map<string, PreparedPage>();
  return (browserPath) => {
    const page = pageOf(preloads, browserPath);
    if (!page) return null;
    const key = `${page.locale}:${page.route}`;
    if (!made.has(key)) made.set(key, prepare(pageWithPreloads(html, preloads, page)));
    return made.get(key) ?? null;
  };
}
