import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadLinkedScreens } from '../linkedScreens';
import { matchAppRoute } from '../routeMatch';

const routeOf = (path: string) => matchAppRoute(path)!.route;

describe('preloadLinkedScreens (issue 20: a list loads the code of what its rows open)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('loads the code of each screen the links open once, and nothing for other sites', () => {
    const editor = vi.spyOn(routeOf('/reservations/1'), 'preload').mockResolvedValue(undefined);
    const form = vi.spyOn(routeOf('/reservations/new'), 'preload').mockResolvedValue(undefined);
    document.body.innerHTML = `<main>
      <a href="/en/reservations/1">R1</a><a href="/en/reservations/2">R2</a><a href="/en/reservations/new">New</a>
      <a href="https://example.com/reservations/3">elsewhere</a></main>`;
    preloadLinkedScreens(document.querySelector('main')!, 'en');
    expect(editor).toHaveBeenCalledTimes(1);
    expect(form).toHaveBeenCalledTimes(1);
  });

  it('stops after a few screens', () => {
    const paths = ['/reservations/1', '/reservations/new', '/products', '/rates', '/entities', '/users'];
    const spies = paths.map((path) => vi.spyOn(routeOf(path), 'preload').mockResolvedValue(undefined));
    document.body.innerHTML = `<main>${paths.map((path) => `<a href="/en${path}">x</a>`).join('')}</main>`;
    preloadLinkedScreens(document.querySelector('main')!, 'en');
    expect(spies.map((spy) => spy.mock.calls.length)).toEqual([1, 1, 1, 1, 0, 0]);
  });

  it('loads one screen a turn when given a later turn, in link order', () => {
    const paths = ['/reservations/1', '/reservations/new', '/products'];
    const spies = paths.map((path) => vi.spyOn(routeOf(path), 'preload').mockResolvedValue(undefined));
    document.body.innerHTML = `<main>${paths.map((path) => `<a href="/en${path}">x</a>`).join('')}</main>`;
    const turns: (() => void)[] = [];
    preloadLinkedScreens(document.querySelector('main')!, 'en', (run) => { turns.push(run); });
    const calls = () => spies.map((spy) => spy.mock.calls.length);
    expect(calls()).toEqual([1, 0, 0]);
    turns.shift()!();
    expect(calls()).toEqual([1, 1, 0]);
    turns.shift()!();
    expect(calls()).toEqual([1, 1, 1]);
    expect(turns).toEqual([]);
  });
});
