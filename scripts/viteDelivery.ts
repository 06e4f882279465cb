import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { readRouteTable } from './budgets.ts';

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
      outDir = join(config.root, config.build.outDir);
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

/** Message ids the guest pages (sign-in, register, password reset, two-step set-up) and the app's frame use. */
export const GUEST_MESSAGE_PREFIXES = ['app.', 'auth.', 'security.', 'validation.', 'forms.', 'nav.', 'home.'];
export const isGuestMessage = (id: string) => GUEST_MESSAGE_PREFIXES.some((prefix) => id.startsWith(prefix));

/**
 * `locales/xx.json?part=guest` and `?part=rest`: a language's messages in two modules, so the sign-in page downloads
 * a tenth of them (src/app/i18n.ts). The catalog files themselves stay whole (npm run check:locales reads them).
 */
export function localeParts(): Plugin {
  const PREFIX = '\0locale-part:';
  return {
    name: 'tourdesk:locale-parts',
    enforce: 'pre',
    resolveId(source, importer) {
      const match = /^(.*\/locales\/[a-z]{2}\.json)\?part=(guest|rest)$/.exec(source);
      if (!match || !importer) return null;
      // A virtual module whose id does not end in .json, so Vite's JSON plugin leaves the code below alone.
      return `${PREFIX}${resolve(dirname(importer.split('?')[0]), match[1])}:${match[2]}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length, id.lastIndexOf(':'));
      const part = id.slice(id.lastIndexOf(':') + 1);
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const chosen = Object.fromEntries(Object.entries(messages).filter(([key]) => isGuestMessage(key) === (part === 'guest')));
      return `export default ${JSON.stringify(chosen)};\n`;
    },
  };
}

/** A route pattern of the route table ('/reservations/:id') as the regular expression wouter matches it with. */
export const routePatternSource = (pattern: string) =>
  `^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}/?$`;

/**
 * What a page needs is discovered late: the messages are chunks the entry imports only once it runs (src/app/i18n.ts);
 * a signed-in page then imports the signed-in area (src/app/SignedInArea.tsx) and the rest of the messages, resumes
 * the session, and only then imports its route's chunk. A tiny script, loaded `async` beside the entry (not inline:
 * the CSP allows no inline script), starts those downloads at once. It picks the language from the address as the app
 * does (/es/... is Spanish, anything else English); outside /xx/auth/ it also preloads the rest of the messages, the
 * signed-in area's chunk with its imports, and the chunks of the route the address matches (first match in the route
 * table's order, as wouter's Switch).
 */
export function preloadPageChunks(routesFile = 'src/app/routes.tsx'): Plugin {
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
      chunks.filter((c) => c.isEntry).forEach((c) => closure(c.fileName, entry));
      const shell = [...closure(find((id) => id.endsWith('/src/app/SignedInArea.tsx'), 'the signed-in area'))]
        .filter((f) => !entry.has(f));
      const before = new Set([...entry, ...shell]);
      // Each route's files beyond the entry and the shell, as indexes into one list of names.
      const files: string[] = [];
      const index = (file: string) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
      const routes = readRouteTable(readFileSync(join(root, routesFile), 'utf8')).map(({ path, source }) => {
        const chunk = find((id) => id.replace(/\.tsx?$/, '').endsWith(`/${source}`), source);
        return [routePatternSource(path), [...closure(chunk)].filter((f) => !before.has(f)).map(index)] as const;
      });
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') this.error('preload: index.html is missing from the bundle');
      const list = (names: string[]) => JSON.stringify(names.map((name) => `/${name}`));
      const add = `const add=f=>{const l=document.createElement('link');l.rel='modulepreload';l.href=f;l.crossOrigin='';document.head.append(l)};`;
      // The route map is a second file, fetched only outside /xx/auth/: the sign-in page does not pay for it.
      const routeMap = this.emitFile({
        type: 'asset',
        name: 'preload-routes.js',
        source: `{${add}const r=location.pathname.replace(/^\\/[a-z]{2}(?=\\/|$)/,'')||'/',F=${list(files)};`
          + `for(const[e,i]of ${JSON.stringify(routes)})if(new RegExp(e).test(r)){i.forEach(n=>add(F[n]));break}}\n`,
      });
      const source = `{const p=location.pathname,m=${JSON.stringify(messages)}[/^\\/es(\\/|$)/.test(p)?'es':'en'];${add}`
        + `add(\`/\${m[0]}\`);`
        + `if(!/^\\/[a-z]{2}\\/auth(\\/|$)/.test(p)){add(\`/\${m[1]}\`);${list(shell)}.forEach(add);`
        + `import(${JSON.stringify(`/${this.getFileName(routeMap)}`)})}}\n`;
      const ref = this.emitFile({ type: 'asset', name: 'preload.js', source });
      const script = `<script type="module" async crossorigin src="/${this.getFileName(ref)}"></script>`;
      // First in <head>: its request goes out before the entry's.
      html.source = String(html.source).replace(/<title>/, `${script}\n    <title>`);
    },
  };
}
