import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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

/**
 * The messages of the page's language are a chunk the entry imports only once it runs (src/app/i18n.ts), so they would
 * be discovered after the entry has downloaded and parsed. A tiny script, loaded `async` beside the entry (not inline:
 * the CSP allows no inline script), starts their download at once: it picks the language from the address exactly as
 * the app does (/es/... is Spanish, anything else English) and adds a modulepreload for that chunk.
 */
export function preloadLocaleMessages(): Plugin {
  return {
    name: 'tourdesk:preload-locale-messages',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunkOf = (locale: string) => Object.values(bundle).find(
        (c) => c.type === 'chunk' && c.facadeModuleId?.replace(/\\/g, '/').endsWith(`/locales/${locale}.json`),
      )?.fileName;
      const en = chunkOf('en');
      const es = chunkOf('es');
      const html = bundle['index.html'];
      if (!en || !es || !html || html.type !== 'asset') {
        this.error('locale preload: the locale chunks or index.html are missing from the bundle');
      }
      const source = `{const f=/^\\/es(\\/|$)/.test(location.pathname)?${JSON.stringify(`/${es}`)}:${JSON.stringify(`/${en}`)};`
        + `const l=document.createElement('link');l.rel='modulepreload';l.href=f;l.crossOrigin='';document.head.append(l)}\n`;
      const ref = this.emitFile({ type: 'asset', name: 'preload-locale.js', source });
      const script = `<script type="module" async crossorigin src="/${this.getFileName(ref)}"></script>`;
      // First in <head>: its request goes out before the entry's.
      html.source = String(html.source).replace(/<title>/, `${script}\n    <title>`);
    },
  };
}
