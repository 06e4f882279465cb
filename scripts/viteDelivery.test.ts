/**
 * The build plugins of scripts/viteDelivery.ts that change what ships: route patterns as the preload script matches
 * them (as wouter does), react-aria's strings kept for the app's two languages only, and the messages split in two.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { IntlMessageFormat } from 'intl-messageformat';
import {
  gregorianCalendarOnly, isGuestMessage, localeParts, messageAreas, messagesWithoutParser, pageHeadings, precompiled,
  paintFirst, partPreloads, reactAriaLocales, routePatternSource, SPIN_BUTTON_CLEAR, spinButtonsClearOnlySetTimers,
} from './viteDelivery.ts';
import { readAreaRoutes } from './budgets.ts';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (plugin: { load?: unknown; resolveId?: unknown; transform?: unknown }, name: 'load' | 'resolveId' | 'transform') => {
  const value = plugin[name] as Hook | { handler: Hook };
  return (typeof value === 'function' ? value : value.handler).bind({ addWatchFile: () => {}, error: (message: string) => { throw new Error(message); } });
};

describe('route patterns', () => {
  const table = ['/', '/reservations', '/reservations/new', '/reservations/:id', '/reservations/:id/:itemId', '/users/:id/edit'];
  const first = (path: string) => table.find((pattern) => new RegExp(routePatternSource(pattern)).test(path));
  it('match the paths wouter matches, first in table order', () => {
    for (const path of ['/', '/reservations', '/reservations/', '/reservations/new', '/reservations/LIM-000079',
      '/reservations/LIM-000079/12', '/users/3/edit', '/users/3', '/reservations/1/2/3', '/nope']) {
      const expected = table.find((pattern) => matchRoute(parse, pattern, path)[0]);
      expect(first(path), path).toBe(expected);
    }
  });
});

describe('page headings the server draws', () => {
  const fail = (message: string): never => {
    throw new Error(message);
  };
  const say = pageHeadings('.', fail);
  it('are the route list’s message ids in both languages', () => {
    const list = readAreaRoutes().find((route) => route.path === '/reservations');
    expect(list?.heading).toEqual(['reservations.list.title', 'reservations.list.description']);
    expect(say(list!.heading!)).toEqual({
      en: ['Reservations', 'Quotes and bookings of the organizational unit, with their services and passengers.'],
      es: ['Reservas', 'Cotizaciones y reservas de la unidad organizativa, con sus servicios y pasajeros.'],
    });
  });
  it('stop the build for an unknown id or a message the app must format', () => {
    expect(() => say(['reservations.list.nope'])).toThrow(/no message reservations\.list\.nope/);
    expect(() => say(['reservations.add.available'])).toThrow(/not plain text/);
  });
});

describe("react-aria's strings", () => {
  const load = hook(reactAriaLocales(), 'load');
  const module = (locale: string) => join(process.cwd(), `node_modules/react-aria/dist/private/intl/datepicker/${locale}.mjs`);
  it('are kept in English and Spanish, dropped (null) in any other language', () => {
    expect(load(module('en-US'))).toBeNull();
    expect(load(module('es-ES'))).toBeNull();
    expect(load(module('de-DE'))).toBe('export default null;\n');
    expect(load(join(process.cwd(), 'node_modules/react-aria-components/dist/private/intl/ja-JP.mjs'))).toBe('export default null;\n');
    expect(load(join(process.cwd(), 'node_modules/react-aria/dist/private/datepicker/useDatePicker.mjs'))).toBeNull();
  });
});

describe('messages in parts', () => {
  const plugin = localeParts();
  const importer = join(process.cwd(), 'src/app/i18n.ts');
  const parse = (code: string) => JSON.parse(code.replace(/^export default /, '').replace(/;\n$/, '')) as Record<string, string>;
  const part = (name: string) => {
    const id = hook(plugin, 'resolveId')(`../../locales/es.json?part=${name}`, importer) as string;
    expect(id).not.toMatch(/\.json$/);
    return parse(hook(plugin, 'load')(id) as string);
  };
  it('give the guest part, the rest and each area\'s part of a catalog, nothing lost or doubled', async () => {
    const [guest, rest, ...areas] = ['guest', 'rest', ...messageAreas()].map(part);
    expect(Object.keys(guest).every(isGuestMessage)).toBe(true);
    expect(Object.keys(rest).some(isGuestMessage)).toBe(false);
    const keys = [guest, rest, ...areas].flatMap((p) => Object.keys(p));
    expect(new Set(keys).size).toBe(keys.length);
    const catalog = (await import('../locales/es.json')).default as Record<string, string>;
    const compiled = Object.fromEntries(Object.entries(catalog).map(([id, text]) => [id, precompiled(text, 'es-419', { keepPlainText: true })]));
    expect(Object.assign({}, guest, rest, ...areas)).toEqual(compiled);
  });
  it('come parsed, each as react-intl would have parsed it, so the build can leave the parser out', async () => {
    const catalog = (await import('../locales/en.json')).default as Record<string, string>;
    for (const text of Object.values(catalog)) expect(precompiled(text, 'en-US')).toEqual(new IntlMessageFormat(text, 'en-US').getAst());
    const resolveId = messagesWithoutParser().resolveId as Hook;
    const resolved: string[] = [];
    const context = { resolve: async (source: string) => { resolved.push(source); return { id: source }; } };
    expect(await resolveId.call(context, '@formatjs/icu-messageformat-parser', 'intl-messageformat.js', {})).toEqual({ id: '@formatjs/icu-messageformat-parser/no-parser.js' });
    expect(await resolveId.call(context, '@formatjs/intl', 'react-intl.js', {})).toBeNull();
    expect(resolved).toEqual(['@formatjs/icu-messageformat-parser/no-parser.js']);
    // The build parses plain text too (nothing may reach the missing parser); the tests and development keep it text.
    const built = localeParts();
    (built.configResolved as Hook).call({}, { command: 'build', root: process.cwd() });
    const id = hook(built, 'resolveId')('../../locales/en.json?part=rest', importer) as string;
    const rest = JSON.parse((hook(built, 'load')(id) as string).replace(/^export default /, '').replace(/;\n$/, '')) as Record<string, unknown>;
    expect(Object.values(rest).every(Array.isArray)).toBe(true);
    expect(Object.values(part('rest')).some((message) => typeof message === 'string')).toBe(true);
  });
  it('put an id in the part of the one area that writes it; ids built at run time stay in the rest', () => {
    expect(part('rates')).toHaveProperty(['checkRates.noRate']);
    expect(part('rest')).not.toHaveProperty(['checkRates.noRate']);
    expect(Object.keys(part('rest')).some((id) => id.startsWith('error.code.'))).toBe(true);
  });
});

describe('calendars', () => {
  it('are Gregorian only in the build', () => {
    const load = hook(gregorianCalendarOnly(), 'load');
    const module = join(process.cwd(), 'node_modules/@internationalized/date/dist/private/createCalendar.mjs');
    expect(load(module)).toContain('new GregorianCalendar()');
    expect(load(join(process.cwd(), 'node_modules/@internationalized/date/dist/private/CalendarDate.mjs'))).toBeNull();
  });
});

describe('spin buttons', () => {
  const module = join(process.cwd(), 'node_modules/react-aria/dist/private/spinbutton/useSpinButton.mjs');
  const transform = hook(spinButtonsClearOnlySetTimers(), 'transform');
  it('cancel only a timer that was set (react-aria’s own module, as installed)', () => {
    const code = readFileSync(module, 'utf8');
    const { code: built } = transform(code, module) as { code: string };
    expect(built).toContain(`if (_async.current !== undefined) ${SPIN_BUTTON_CLEAR}`);
    expect(built.split(SPIN_BUTTON_CLEAR)).toHaveLength(2);
    expect(transform(code, join(process.cwd(), 'node_modules/react-aria/dist/private/utils/mergeProps.mjs'))).toBeNull();
  });
  it('stop the build when react-aria no longer reads as expected', () => {
    expect(() => transform('function clearAsync() { clearTimeout(timer.current); }', module)).toThrow(/useSpinButton/);
  });
});

describe('module preloads of the parts loaded after the first load', () => {
  it('names no script for a field or the grid (the browser finds their imports), and every one for anything else', () => {
    const deps = ['assets/useCollection-A.js', 'assets/getScrollParent-B.js'];
    for (const part of ['SelectField', 'ComboBoxField', 'DatePickerField', 'DateRangePickerField', 'NumberFieldInput', 'DataTableGrid']) {
      expect(partPreloads(`assets/${part}-C9x_z.js`, deps)).toEqual([]);
    }
    expect(partPreloads('assets/ReservationEditorRoute-C9x_z.js', deps)).toEqual(deps);
    expect(partPreloads('assets/DialogFrame-C9x_z.js', deps)).toEqual(deps);
    expect(partPreloads('assets/MySelectFieldList-C9x_z.js', deps)).toEqual(deps);
  });
});

describe('what the first paint needs', () => {
  const font = { type: 'asset', source: '' };
  const fonts = {
    'assets/montserrat-latin-600-normal-C3.woff2': font, 'assets/montserrat-latin-400-normal-A1.woff2': font,
    'assets/montserrat-latin-500-normal-B2.woff2': font, 'assets/montserrat-latin-500-normal-B2.woff': font,
    'assets/montserrat-latin-ext-400-normal-D4.woff2': font, 'assets/montserrat-cyrillic-400-normal-E5.woff2': font,
  };
  const run = (source: string, files: Record<string, unknown> = fonts) => {
    const html = { type: 'asset', source };
    const errors: string[] = [];
    (paintFirst().generateBundle as Hook).call({ error: (message: string) => { errors.push(message); } }, {}, { 'index.html': html, ...files });
    return { html: html.source, errors };
  };

  it('comes first in the head: the entry\'s style sheets, then the three Latin weights every page draws', () => {
    const { html, errors } = run('<head>\n    <meta charset="UTF-8" />\n'
      + '    <script type="module" async crossorigin src="/assets/preload-P.js"></script>\n    <title>Tourdesk</title>\n'
      + '    <script type="module" crossorigin src="/assets/index-I.js"></script>\n'
      + '    <link rel="modulepreload" crossorigin href="/assets/initial-J.js">\n'
      + '    <link rel="stylesheet" crossorigin href="/assets/initial-C.css">\n  </head>');
    expect(errors).toEqual([]);
    expect(html).toBe('<head>\n    <meta charset="UTF-8" />\n'
      + '    <link rel="stylesheet" crossorigin href="/assets/initial-C.css">\n'
      + '    <link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/montserrat-latin-400-normal-A1.woff2">\n'
      + '    <link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/montserrat-latin-500-normal-B2.woff2">\n'
      + '    <link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/montserrat-latin-600-normal-C3.woff2">\n'
      + '    <script type="module" async crossorigin src="/assets/preload-P.js"></script>\n    <title>Tourdesk</title>\n'
      + '    <script type="module" crossorigin src="/assets/index-I.js"></script>\n'
      + '    <link rel="modulepreload" crossorigin href="/assets/initial-J.js">\n  </head>');
  });

  it('stops the build when the page links no style sheet or a weight is missing', () => {
    const page = '<head>\n    <script type="module" src="/assets/index-I.js"></script>\n</head>';
    expect(run(page).errors).toEqual(['paint-first: index.html links no style sheet']);
    expect(run(page.replace('<script', '<link rel="stylesheet" href="/a.css">\n    <script'), { 'assets/montserrat-latin-400-normal-A1.woff2': font }).errors)
      .toEqual(['paint-first: expected 3 Latin Montserrat fonts, found 1']);
  });
});

