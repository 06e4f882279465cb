/**
 * The guest pages (sign-in, register, password reset, the two-step set-up) render with only the guest part of the
 * messages (src/app/i18n.ts, split at build by scripts/viteDelivery.ts): every message their code defines must be in
 * it, in both languages, or a Spanish page would show English. The full set is the guest part, the rest and the areas'
 * parts together.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import es from '../../../locales/es.json';
import { precompiled } from '../../../scripts/viteDelivery';
import { formatLocale, loadAllMessages, loadGuestMessages, loadMessages } from '../i18n';

/** Source files the guest pages are built from: the auth feature, the app frame's messages and pages, the UI kit. */
const GUEST_SOURCES = ['src/features/auth', 'src/app/pages', 'src/app/messages.ts', 'src/ui'];

const files = (path: string): string[] => (path.endsWith('.ts') || path.endsWith('.tsx')
  ? [path]
  : readdirSync(path, { withFileTypes: true }).filter((e) => e.name !== '__tests__')
    .flatMap((e) => (e.isDirectory() ? files(join(path, e.name)) : /\.tsx?$/.test(e.name) ? [join(path, e.name)] : [])));

const definedIds = GUEST_SOURCES.flatMap(files)
  // `key: 'a.b'` in a defineMessages call, `id: 'a.b'` in a descriptor: message ids are dotted.
  .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/(?:\bid: |^\s*\w+: )'([a-zA-Z][\w-]*(?:\.[\w-]+)+)'/gm)].map((m) => m[1]));

describe.each([['en', en], ['es', es]] as const)('guest messages (%s)', (locale, catalog) => {
  it('hold every message the guest pages define', async () => {
    expect(definedIds.length).toBeGreaterThan(50);
    const guest = await loadGuestMessages(locale);
    expect(definedIds.filter((id) => !(id in guest))).toEqual([]);
  });

  it('are a small part of the catalog; with the rest and the areas\' parts they are the whole catalog', async () => {
    const guest = await loadGuestMessages(locale);
    expect(Object.keys(guest).length).toBeLessThan(Object.keys(catalog).length / 4);
    const shared = await loadMessages(locale);
    // The areas' words are not in what every signed-in page downloads.
    expect(Object.keys(shared).length).toBeLessThan(Object.keys(catalog).length / 3);
    // Messages with arguments or tags come parsed (scripts/viteDelivery.ts, precompiled); the build parses them all.
    const compiled = Object.fromEntries(Object.entries(catalog)
      .map(([id, text]) => [id, precompiled(text, formatLocale(locale), { keepPlainText: true })]));
    expect(Object.assign({}, ...await loadAllMessages(locale))).toEqual(compiled);
  });
});
