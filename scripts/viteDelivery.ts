import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

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

/**
 * What the page needs is discovered late: the messages are chunks the entry imports only once it runs (src/app/i18n.ts),
 * and a signed-in page then imports the signed-in area (src/app/SignedInArea.tsx) and the rest of the messages. A tiny
 * script, loaded `async` beside the entry (not inline: the CSP allows no inline script), starts those downloads at once:
 * it picks the language from the address as the app does (/es/... is Spanish, anything else English), and outside
 * /xx/auth/ it also preloads the rest of the messages and the signed-in area's chunk with its imports.
 */
export function preloadLocaleMessages(): Plugin {
  return {
    name: 'tourdesk:preload-locale-messages',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const find = (test: (id: string) => boolean, what: string) => {
        const chunk = chunks.find((c) => c.facadeModuleId && test(c.facadeModuleId.replace(/\\/g, '/')));
        if (!chunk) this.error(`preload: no chunk for ${what}`);
        return `/${chunk.fileName}`;
      };
      const part = (name: string, locale: string) =>
        find((id) => id.startsWith('\0locale-part:') && id.endsWith(`/locales/${locale}.json:${name}`), `${locale} ${name}`);
      const messages = {
        en: [part('guest', 'en'), part('rest', 'en')],
        es: [part('guest', 'es'), part('rest', 'es')],
      };
      // The signed-in area's chunk and everything it imports statically (its few style sheets load with it).
      const shell = new Set<string>();
      const visit = (fileName: string) => {
        if (shell.has(`/${fileName}`)) return;
        shell.add(`/${fileName}`);
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk') return;
        chunk.imports.forEach(visit);
      };
      visit(find((id) => id.endsWith('/src/app/SignedInArea.tsx'), 'the signed-in area').slice(1));
      // Less what the entry loads anyway.
      const entryFiles = new Set<string>();
      const entryVisit = (fileName: string) => {
        if (entryFiles.has(fileName)) return;
        entryFiles.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') chunk.imports.forEach(entryVisit);
      };
      chunks.filter((c) => c.isEntry).forEach((c) => entryVisit(c.fileName));
      for (const name of entryFiles) shell.delete(`/${name}`);
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') this.error('preload: index.html is missing from the bundle');
      const source = `{const p=location.pathname,es=/^\\/es(\\/|$)/.test(p),m=${JSON.stringify(messages)}[es?'es':'en'];`
        + `const add=(rel,href)=>{const l=document.createElement('link');l.rel=rel;l.href=href;l.crossOrigin='';document.head.append(l)};`
        + `add('modulepreload',m[0]);`
        + `if(!/^\\/[a-z]{2}\\/auth(\\/|$)/.test(p)){add('modulepreload',m[1]);`
        + `${JSON.stringify([...shell])}.forEach(f=>add('modulepreload',f))}}\n`;
      const ref = this.emitFile({ type: 'asset', name: 'preload.js', source });
      const script = `<script type="module" async crossorigin src="/${this.getFileName(ref)}"></script>`;
      // First in <head>: its request goes out before the entry's.
      html.source = String(html.source).replace(/<title>/, `${script}\n    <title>`);
    },
  };
}
