import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { readAreaRoutes } from './budgets.ts';

/** Files worth compressing; fonts (woff2 is compressed already) and images are left alone. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|ico|webmanifest)$/;

/**
 * Writes name.br and name.gz next to every text file of a directory (skipping source maps, which are never served),
 * at the strongest levels: this runs once per build, the server then sends them with no work per request. Even a
 * file too small to gain gets both, so the server never falls back to compressing a static file on the fly.
 */
export function precompressDir(dir: string): { files: number; bytes: number; brotli: number; gzip: number } {
  const totals = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const file = join(path, name);
      if (statSync(file).isDirectory()) {
        walk(file);
        continue;
      }
      if (!COMPRESSIBLE.test(name)) continue;
      const source = readFileSync(file);
      const br = brotliCompressSync(source, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
      });
      const gz = gzipSync(source, { level: 9 });
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gz);
      totals.files += 1;
      totals.bytes += source.length;
      totals.brotli += br.length;
      totals.gzip += gz.length;
    }
  };
  walk(dir);
  return totals;
}

/** Vite plugin: precompresses the build output once it is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'tourdesk:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const t = precompressDir(outDir);
        const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
        this.info?.(`precompressed ${t.files} files: ${kb(t.bytes)} -> brotli ${kb(t.brotli)}, gzip ${kb(t.gzip)}`);
      },
    },
  };
}

/** The locales react-aria's own strings are kept for: the app speaks English (en-US) and Spanish (es-PE finds es-ES). */
export const REACT_ARIA_LOCALES = ['en-US', 'es-ES'];

/**
 * react-aria, react-aria-components and react-stately carry their built-in strings (calendar, table, toast labels...)
 * in 34 languages, one module per component and language, all bundled with the component: about 25 KB gzipped on a
 * list page. The app speaks two: every other language's module becomes null, which react-aria's string dictionary
 * skips (as with Adobe's @react-aria/optimize-locales-plugin, which is not installed here).
 */
export function reactAriaLocales(): Plugin {
  const pattern = /[\\/]node_modules[\\/](?:@react-aria[\\/][^\\/]+|@react-stately[\\/][^\\/]+|react-aria|react-aria-components|react-stately)[\\/]dist[\\/](?:private[\\/])?intl[\\/](?:[^\\/]+[\\/])?([a-z]{2}-[A-Z]{2})\.m?js$/;
  return {
    name: 'tourdesk:react-aria-locales',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      const match = pattern.exec(id.split('?')[0]);
      if (!match || REACT_ARIA_LOCALES.includes(match[1])) return null;
      return 'export default null;\n';
    },
  };
}

/**
 * @internationalized/date's createCalendar builds any of 13 calendar systems, and react-aria's date fields call it, so
 * every page with a date field carried the Japanese, Hebrew, Islamic, Ethiopic... calendars (a sixth of the date
 * field's code). The app's locales (en-US, es-PE, es-419) write Gregorian dates, which is also createCalendar's default.
 */
export function gregorianCalendarOnly(): Plugin {
  return {
    name: 'tourdesk:gregorian-calendar-only',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      if (!/[\\/]@internationalized[\\/]date[\\/]dist[\\/]private[\\/]createCalendar\.mjs$/.test(id.split('?')[0])) return null;
      return "import { GregorianCalendar } from './calendars/GregorianCalendar.mjs';\n"
        + 'export function createCalendar() { return new GregorianCalendar(); }\n';
    },
  };
}

/**
 * react-aria's spin button (each segment of a date field, each number field) cancels its repeat timer as it mounts,
 * twice, when no timer was ever set. Under Lighthouse's trace every clearTimeout records a call stack: the 24 calls of
 * a list's two date ranges were a third of the task that shows them (about 30 ms on a slow phone, for nothing). The
 * build cancels only a timer that was set; a source that no longer reads as expected stops the build.
 */
export const SPIN_BUTTON_CLEAR = 'clearTimeout(_async.current);';
export function spinButtonsClearOnlySetTimers(): Plugin {
  return {
    name: 'tourdesk:spin-buttons-clear-only-set-timers',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-aria[\\/]dist[\\/]private[\\/]spinbutton[\\/]useSpinButton\.mjs$/.test(id.split('?')[0])) return null;
      if (code.split(SPIN_BUTTON_CLEAR).length !== 2) this.error(`useSpinButton.mjs no longer has one "${SPIN_BUTTON_CLEAR}" (scripts/viteDelivery.ts)`);
      return { code: code.replace(SPIN_BUTTON_CLEAR, `if (_async.current !== undefined) ${SPIN_BUTTON_CLEAR}`), map: null };
    },
  };
}

/**
 * react-relay's useFragment keeps two implementations and picks one at run time by
 * RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY, on by default and never turned off here: the other one
 * (useFragmentInternal_CURRENT, 18 KB before compression) is code no page runs. It becomes a function that throws, so
 * turning the flag off fails loudly instead of silently.
 */
export function relayWithoutLegacyFragmentHook(): Plugin {
  return {
    name: 'tourdesk:relay-without-legacy-fragment-hook',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      if (!/[\\/]react-relay[\\/]lib[\\/]relay-hooks[\\/]useFragmentInternal_CURRENT\.js$/.test(id.split('?')[0])) return null;
      return 'module.exports = function useFragmentInternal_CURRENT() {\n'
        + "  throw new Error('RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY is off, but the build dropped the hook it needs (scripts/viteDelivery.ts)');\n};\n";
    },
  };
}

/** Message ids the guest pages (sign-in, register, password reset, two-step set-up) and the app's frame use. */
export const GUEST_MESSAGE_PREFIXES = ['app.', 'auth.', 'security.', 'validation.', 'forms.', 'nav.', 'home.'];
/** The coded refusals of the sign-in, activation, reset and two-step steps (server/src/auth), read before any area loads. */
const GUEST_ERRORS = new Set([
  'WRONG_CREDENTIALS', 'WRONG_CODE', 'WRONG_PASSWORD', 'SIGN_IN_EXPIRED', 'SIGN_IN_FAILED', 'THROTTLED', 'MFA_ALREADY_ENROLLED',
  'MFA_NOT_STARTED', 'MFA_REQUIRED', 'NO_ENROLMENT', 'EMAIL_TAKEN', 'INVALID_LINK', 'INVALID_EMAIL', 'PASSWORD_TOO_COMMON',
  'PASSWORD_TOO_LONG', 'PASSWORD_TOO_SHORT', 'PENDING_ACTIVATION', 'INACTIVE', 'NUL_CHARACTER', 'REQUIRED', 'TOO_SHORT', 'TOO_LONG',
]);
/** Single messages the guest pages show: no server answering the sign-in is said before any area loads. */
const GUEST_IDS = new Set(['error.unreachable']);
export const isGuestMessage = (id: string) => GUEST_MESSAGE_PREFIXES.some((prefix) => id.startsWith(prefix)) || GUEST_IDS.has(id)
  || (/^error\.(reason|field)\./.test(id) && GUEST_ERRORS.has(id.replace(/^error\.(reason|field)\./, '')));

/** The business areas with their own messages: the folders of src/features (auth's are the guest part). */
export const messageAreas = (root = '.') => readdirSync(join(root, 'src/features'))
  .filter((area) => existsSync(join(root, 'src/features', area, 'routes.ts')));

const sourceFiles = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
  const path = join(dir, name);
  if (statSync(path).isDirectory()) return name === '__tests__' ? [] : sourceFiles(path);
  return /\.tsx?$/.test(name) ? [path] : [];
});

/** A message id the code writes: `id: 'a.b'` in a descriptor, or `key: 'a.b'` in a defineMessages call (ids are dotted). */
const MESSAGE_ID = /(?:\bid:\s*|(?:^|[{,\n])\s*\w+\s*:\s*)['"]([\w-]+(?:\.[\w-]+)+)['"]/g;

/**
 * Which area's part each message id goes in: an id written only under src/features/<area> is that area's (a feature
 * imports no other feature, a test enforces it); one written under src/app, src/ui or src/machines, in two areas, or
 * nowhere as a literal (ids built at run time, like error codes) stays in the rest, which every signed-in page has.
 */
export function messageOwners(root = '.'): Map<string, string | null> {
  const owners = new Map<string, string | null>();
  for (const file of sourceFiles(join(root, 'src'))) {
    const area = /(?:^|[\\/])src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(file)?.[1] ?? null;
    for (const [, id] of readFileSync(file, 'utf8').matchAll(MESSAGE_ID)) {
      owners.set(id, owners.has(id) && owners.get(id) !== area ? null : area);
    }
  }
  return owners;
}

/**
 * A message in react-intl's parsed form (what `formatjs compile --ast` writes), so no page parses a message while it
 * renders and the build leaves the parser out (messagesWithoutParser). The locale is the one the app formats in
 * (src/app/i18n.ts, formatLocale), as react-intl would parse with.
 */
export const precompiled = (text: string, locale: string, { keepPlainText = false } = {}) =>
  (keepPlainText && !/[{<]/.test(text) ? text : parse(text, { locale: new Intl.Locale(locale) }));

/**
 * Every message ships parsed (localeParts, precompiled), so the build takes formatjs's build without the message
 * parser, as formatjs advises for precompiled messages: a message that still reached it would throw, not show.
 */
export function messagesWithoutParser(): Plugin {
  return {
    name: 'tourdesk:messages-without-parser',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (source !== '@formatjs/icu-messageformat-parser') return null;
      return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, { ...options, skipSelf: true });
    },
  };
}

/**
 * `locales/xx.json?part=guest`, `?part=rest` and `?part=<area>`: a language's messages in modules, so the sign-in page
 * downloads a tenth of them, the signed-in area the words every page shares, and each page its area's
 * (src/app/i18n.ts). The catalog files themselves stay whole (npm run check:locales reads them).
 */
export function localeParts(): Plugin {
  const PREFIX = '\0locale-part:';
  let root = process.cwd();
  let owners: Map<string, string | null> | undefined;
  // The build ships every message parsed (its parser is left out); in development and the tests, where react-intl
  // keeps its parser, plain text stays text, as the tests read it.
  let keepPlainText = true;
  return {
    name: 'tourdesk:locale-parts',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      keepPlainText = config.command !== 'build';
    },
    buildStart() {
      owners = undefined;
    },
    resolveId(source, importer) {
      const match = /^(.*\/locales\/[a-z]{2}\.json)\?part=([a-z-]+)$/.exec(source);
      if (!match || !importer) return null;
      // A virtual module whose id does not end in .json, so Vite's JSON plugin leaves the code below alone.
      return `${PREFIX}${resolve(dirname(importer.split('?')[0]), match[1])}:${match[2]}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length, id.lastIndexOf(':'));
      const part = id.slice(id.lastIndexOf(':') + 1);
      this.addWatchFile(file);
      owners ??= messageOwners(root);
      const partOf = (key: string) => (isGuestMessage(key) ? 'guest' : owners!.get(key) ?? 'rest');
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const locale = /[\\/]es\.json$/.test(file) ? 'es-419' : 'en-US';
      const chosen = Object.fromEntries(Object.entries(messages).filter(([key]) => partOf(key) === part)
        .map(([key, text]) => [key, precompiled(text, locale, { keepPlainText })]));
      return `export default ${JSON.stringify(chosen)};\n`;
    },
  };
}

/** A route pattern of the route table ('/reservations/:id') as the regular expression wouter matches it with. */
export const routePatternSource = (pattern: string) =>
  `^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}/?$`;

/**
 * A route's heading (its message ids, AppRoute's `heading`) in English and Spanish, for the server to draw before the
 * app runs. Only plain text: a message with arguments or markup needs the app to say it.
 */
export function pageHeadings(root: string, fail: (message: string) => never) {
  const catalogs = {
    en: JSON.parse(readFileSync(join(root, 'locales/en.json'), 'utf8')) as Record<string, string>,
    es: JSON.parse(readFileSync(join(root, 'locales/es.json'), 'utf8')) as Record<string, string>,
  };
  const say = (locale: 'en' | 'es', id: string) => {
    const text = catalogs[locale][id];
    if (text === undefined) fail(`heading: no message ${id} in locales/${locale}.json`);
    if (/[{}<]/.test(text)) fail(`heading: ${id} is not plain text in locales/${locale}.json`);
    return text;
  };
  return (ids: readonly string[]) => ({ en: ids.map((id) => say('en', id)), es: ids.map((id) => say('es', id)) });
}

/**
 * What a page needs is discovered late: the messages are chunks the entry imports only once it runs (src/app/i18n.ts);
 * a signed-in page then imports the signed-in area (src/app/SignedInArea.tsx) and the rest of the messages, resumes
 * the session, and only then imports its route's chunk. A tiny script, loaded `async` beside the entry (not inline:
 * the CSP allows no inline script), starts those downloads at once. It picks the language from the address as the app
 * does (/es/... is Spanish, anything else English); outside /xx/auth/ it also preloads the rest of the messages, the
 * signed-in area's chunk with its imports, and the chunks of the route the address matches (first match in the ranked
 * route table, as wouter's Switch) with its area's messages, and imports the build's second entry
 * (src/app/firstRequests.ts), which asks the page's query and access check from the server at once.
 */
export function preloadPageChunks(): Plugin {
  let root = process.cwd();
  return {
    name: 'tourdesk:preload-page-chunks',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const find = (test: (id: string) => boolean, what: string) => {
        const chunk = chunks.find((c) => c.facadeModuleId && test(c.facadeModuleId.replace(/\\/g, '/')));
        if (!chunk) this.error(`preload: no chunk for ${what}`);
        return chunk.fileName;
      };
      /** A chunk and everything it imports statically (their style sheets load with them). */
      const closure = (fileName: string, into = new Set<string>()) => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') chunk.imports.forEach((next) => closure(next, into));
        return into;
      };
      const part = (name: string, locale: string) =>
        find((id) => id.startsWith('\0locale-part:') && id.endsWith(`/locales/${locale}.json:${name}`), `${locale} ${name}`);
      const messages = {
        en: [part('guest', 'en'), part('rest', 'en')],
        es: [part('guest', 'es'), part('rest', 'es')],
      };
      const entry = new Set<string>();
      const isEntryOf = (source: string) => (c: { facadeModuleId: string | null }) => !!c.facadeModuleId?.replace(/\\/g, '/').endsWith(source);
      const isFirstRequests = isEntryOf('/src/app/firstRequests.ts');
      const isAfterFirstPaint = isEntryOf('/src/app/afterFirstPaint.ts');
      chunks.filter((c) => c.isEntry && !isFirstRequests(c) && !isAfterFirstPaint(c)).forEach((c) => closure(c.fileName, entry));
      const afterFirstPaint = chunks.find((c) => c.isEntry && isAfterFirstPaint(c));
      if (!afterFirstPaint || afterFirstPaint.imports.length) this.error('preload: src/app/afterFirstPaint.ts must build to one chunk that imports nothing');
      const firstRequests = chunks.find((c) => c.isEntry && isFirstRequests(c));
      if (!firstRequests) this.error('preload: no chunk for src/app/firstRequests.ts');
      const shell = [...closure(find((id) => id.endsWith('/src/app/SignedInArea.tsx'), 'the signed-in area'))]
        .filter((f) => !entry.has(f));
      const before = new Set([...entry, ...shell]);
      // Each route's files beyond the entry and the shell, as indexes into one list of names.
      const files: string[] = [];
      const index = (file: string) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
      // An area's messages (localeParts) in each language, as indexes into the same list.
      const areaMessages = (area: string | undefined) => (['en', 'es'] as const).map((locale) => {
        const chunk = area ? chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(`/locales/${locale}.json:${area}`)) : undefined;
        return chunk ? index(chunk.fileName) : -1;
      });
      /** The style sheets Vite loads with these chunks (its preload helper adds them when a chunk is imported). */
      const styleSheets = (fileNames: Iterable<string>) => [...new Set([...fileNames].flatMap((f) => {
        const chunk = bundle[f];
        return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
      }))];
      const stylesBefore = new Set(styleSheets(before));
      const headingText = pageHeadings(root, (message) => this.error(message));
      const routes = readAreaRoutes(root).map(({ path, source, area, heading }) => {
        const chunk = find((id) => id.replace(/\.tsx?$/, '').endsWith(`/${source}`), source);
        const own = [...closure(chunk)].filter((f) => !before.has(f));
        // The fourth and fifth parts, the route's style sheets and its heading's words, are for the server only
        // (page-preloads.json): the route map below reads three.
        return [routePatternSource(path), own.map(index), areaMessages(area),
          styleSheets(own).filter((f) => !stylesBefore.has(f)).map(index), heading ? headingText(heading) : null] as const;
      });
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') this.error('preload: index.html is missing from the bundle');
      const list = (names: string[]) => JSON.stringify(names.map((name) => `/${name}`));
      const add = `const add=f=>{const l=document.createElement('link');l.rel='modulepreload';l.href=f;l.crossOrigin='';document.head.append(l)};`;
      // The route map is a second file, fetched only outside /xx/auth/: the sign-in page does not pay for it.
      const routeMap = this.emitFile({
        type: 'asset',
        name: 'preload-routes.js',
        source: `{${add}const p=location.pathname,r=p.replace(/^\\/[a-z]{2,3}(?:-[a-z0-9]{2,8})*(?=\\/|$)/i,'')||'/',F=${list(files)},`
          + `l=/^\\/es(-[a-z0-9-]*)?(\\/|$)/i.test(p)?1:0;`
          + `for(const[e,i,m]of ${JSON.stringify(routes.map(([pattern, own, words]) => [pattern, own, words]))})if(new RegExp(e).test(r)){i.forEach(n=>add(F[n]));if(m[l]>=0)add(F[m[l]]);break}}\n`,
      });
      // The first requests and the route map go first: the browser opens a few connections to a server speaking
      // HTTP/1.1, and the dozens of the signed-in area's files would otherwise queue them behind.
      const firstRequestsImports = [...closure(firstRequests.fileName)].filter((f) => f !== firstRequests.fileName);
      const early = firstRequestsImports.filter((f) => !entry.has(f));
      // Any locale prefix (es-PE, fr) as the app reads it: Spanish ones get the Spanish messages (src/app/i18n.ts).
      const source = `{const p=location.pathname,m=${JSON.stringify(messages)}[/^\\/es(-[a-z0-9-]*)?(\\/|$)/i.test(p)?'es':'en'];${add}`
        + `add(\`/\${m[0]}\`);`
        + `if(!/^\\/[a-z]{2,3}(?:-[a-z0-9]{2,8})*\\/auth(\\/|$)/i.test(p)){${list(early)}.forEach(add);`
        + `import(${JSON.stringify(`/${firstRequests.fileName}`)});import(${JSON.stringify(`/${this.getFileName(routeMap)}`)});`
        + `add(\`/\${m[1]}\`);${list(shell.filter((f) => !early.includes(f)))}.forEach(add)}}\n`;
      const ref = this.emitFile({ type: 'asset', name: 'preload.js', source });
      // The same, for the server to write into each signed-in page's head before the browser asks for anything
      // (server/src/pagePreloads.ts); the script above then finds them already asked.
      const slash = (names: string[]) => names.map((name) => `/${name}`);
      const entryStyles = new Set(styleSheets(entry));
      this.emitFile({
        type: 'asset',
        fileName: 'page-preloads.json',
        source: JSON.stringify({
          afterFirstPaint: `/${afterFirstPaint.fileName}`,
          early: slash([firstRequests.fileName, ...firstRequestsImports]),
          messages: { en: slash(messages.en), es: slash(messages.es) },
          shell: slash(shell),
          shellStyles: slash(styleSheets(shell).filter((f) => !entryStyles.has(f))),
          files: slash(files),
          routes,
        }),
      });
      const script = `<script type="module" async crossorigin src="/${this.getFileName(ref)}"></script>`;
      // First in <head>: its request goes out before the entry's.
      html.source = String(html.source).replace(/<title>/, `${script}\n    <title>`);
    },
  };
}

/**
 * What the first paint needs, first in <head>, before every script and preload: the entry's style sheets, then the
 * three Latin Montserrat weights every page draws. The page's frame and heading come in its HTML
 * (server/src/pagePreloads.ts), so the browser can draw them once these are in; over HTTP/1.1's six connections they
 * were queued behind the scripts the head names first, and Chromium holds the first paint until a preloaded font has
 * arrived (the heading waited about 300 ms for them). Fonts are preloaded because text drawn in a fallback font and
 * again in Montserrat moves, and the page's later heading in Montserrat became the largest paint.
 */
export function paintFirst(): Plugin {
  return {
    name: 'tourdesk:paint-first',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') this.error('paint-first: index.html is missing from the bundle');
      const fonts = Object.keys(bundle).filter((name) => /(^|\/)montserrat-latin-(400|500|600)-normal-[\w-]+\.woff2$/.test(name)).sort();
      if (fonts.length !== 3) this.error(`paint-first: expected 3 Latin Montserrat fonts, found ${fonts.length}`);
      const source = String(html.source);
      const sheets = source.match(/^[ \t]*<link rel="stylesheet"[^>]*>\n/gm) ?? [];
      if (!sheets.length) this.error('paint-first: index.html links no style sheet');
      const rest = sheets.reduce((text, sheet) => text.replace(sheet, ''), source);
      const first = rest.search(/^[ \t]*<(script|link)\b/m);
      if (first < 0 || first > rest.indexOf('</head>')) this.error('paint-first: no script or link in <head>');
      const preloads = fonts.map((name) => `    <link rel="preload" as="font" type="font/woff2" crossorigin href="/${name}">\n`);
      html.source = `${rest.slice(0, first)}${sheets.join('')}${preloads.join('')}${rest.slice(first)}`;
    },
  };
}

/** The fields and the grid a page first draws as stand-ins, loaded once its first load is over (src/ui/deferredPart.tsx). */
const AFTER_LOAD_PART = /(^|\/)(SelectField|ComboBoxField|DatePickerField|DateRangePickerField|NumberFieldInput|DataTableGrid)-[\w-]+\.js$/;

/**
 * build.modulePreload.resolveDependencies: the scripts to name in <link rel="modulepreload"> tags when `file` is
 * imported. None for a part loaded after the first load: its imports are found by the browser as it loads the part
 * (their style sheets still come with it), where the tags, a dozen put in the page by script at the first idle
 * moment, made the longest task after a list page's load (each request a script starts carries its call stack in
 * Lighthouse's trace). A part is not needed at once, so the one round trip more is cheap.
 */
export function partPreloads(file: string, deps: string[]): string[] {
  return AFTER_LOAD_PART.test(file) ? [] : deps;
}

/**
 * Vite plugin: fewer, larger chunks. Rolldown's automatic splitting makes a chunk of every set of entries that share
 * modules, so a cold signed-in page asked about a hundred files; over HTTP/1.1's six connections to a host the page's
 * own queries then waited behind them (bench:nav). Three groups, the first matching one taking a module:
 * - what the first-requests entry needs that the app's entry does not: one chunk, so that script starts early;
 * - what the app's entry loads statically (rolldown's `$initial`): one chunk, the sign-in page's code;
 * - what at least `sharedBy` lazy chunks use: one chunk, loaded with the signed-in area.
 * Entries and lazily imported modules stay the facades of their own chunks (the preloads find routes by them), and a
 * captured module does not drag its dependencies along (includeDependenciesRecursively), or the shared chunk would
 * carry half of react-aria into the sign-in page. scripts/budgets.ts holds the bytes and the file counts.
 */
export function fewerChunks(sharedBy = 8): Plugin {
  const ownChunk = new Set<string>();
  const firstRequestsOnly = new Set<string>();
  const byAppEntry = new Set<string>();
  const free = (id: string) => !ownChunk.has(id);
  return {
    name: 'tourdesk:fewer-chunks',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [
                { name: 'firstRequests-shared', priority: 3, test: (id) => firstRequestsOnly.has(id) && !byAppEntry.has(id) && free(id) },
                { name: 'initial', priority: 2, tags: ['$initial'], test: (id) => !firstRequestsOnly.has(id) && free(id) },
                { name: 'common', priority: 1, minShareCount: sharedBy, test: free },
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      const closure = (id: string, into: Set<string>) => {
        if (into.has(id)) return;
        into.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) closure(next, into);
      };
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        if (info.dynamicImporters.length > 0) ownChunk.add(id);
        if (!info.isEntry) continue;
        ownChunk.add(id);
        // index.html's own script (src/app/main.tsx) is its chunk's facade.
        if (id.endsWith('.html')) info.importedIds.forEach((next) => ownChunk.add(next));
        if (id.replace(/\\/g, '/').endsWith('/src/app/firstRequests.ts')) info.importedIds.forEach((next) => closure(next, firstRequestsOnly));
        else closure(id, byAppEntry);
      }
    },
  };
}
