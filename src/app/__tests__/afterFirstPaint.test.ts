/**
 * Issue 18: a page drawn from its HTML asks for the app's scripts once it is drawn (src/app/afterFirstPaint.ts): the
 * tags waiting in its template go into the head, as working copies and a few a task, at the first contentful paint,
 * at once where the browser cannot report it or the tab is hidden, and after a longest wait otherwise.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_TEMPLATE, loadAfterFirstPaint, TAGS_A_TASK } from '../afterFirstPaint';

const MODULES = ['react', 'relay', 'common', 'en', 'SignedInArea'];
const WAITING = `<template id="${AFTER_PAINT_TEMPLATE}">`
  + '<script type="module" crossorigin src="/assets/index.js"></script>'
  + MODULES.map((name) => `<link rel="modulepreload" crossorigin href="/assets/${name}.js">`).join('')
  + '<link rel="preload" as="style" crossorigin href="/assets/common.css">'
  + '</template>';

/** The head's tags the loader added, as "tag attribute=value ...". */
const added = () => [...document.head.querySelectorAll('script, link')].map((element) =>
  [element.localName, ...[...element.attributes].map(({ name, value }) => `${name}=${value}`)].join(' '));

const EXPECTED = [
  'script type=module crossorigin= src=/assets/index.js',
  ...MODULES.map((name) => `link rel=modulepreload crossorigin= href=/assets/${name}.js`),
  'link rel=preload as=style crossorigin= href=/assets/common.css',
];

/** A PerformanceObserver that reports what the test says, when it says. */
function paintObserver(supported = ['paint']) {
  const observers: { callback: PerformanceObserverCallback; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported;
    private readonly entry: { callback: PerformanceObserverCallback; disconnected: boolean };
    constructor(callback: PerformanceObserverCallback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const report = (name: string) => {
    for (const { callback, disconnected } of observers) {
      if (disconnected) continue;
      const list = { getEntriesByName: (asked: string) => (asked === name ? [{ name }] : []) } as unknown as PerformanceObserverEntryList;
      callback(list, {} as PerformanceObserver);
    }
  };
  return { FakeObserver, report };
}

function windowWith(PerformanceObserver: unknown, visibilityState = 'visible') {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibilityState as DocumentVisibilityState);
  return { document, HTMLTemplateElement, PerformanceObserver, setTimeout } as unknown as Window & typeof globalThis;
}

describe('a drawn page’s scripts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = WAITING;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.head.innerHTML = '';
  });

  it('go into the head at the first contentful paint, a few a task in their order, once, and the template goes', () => {
    const { FakeObserver, report } = paintObserver();
    loadAfterFirstPaint(windowWith(FakeObserver));
    expect(added()).toEqual([]);
    report('first-paint');
    expect(added()).toEqual([]);
    report('first-contentful-paint');
    expect(added()).toEqual(EXPECTED.slice(0, TAGS_A_TASK));
    expect(document.getElementById(AFTER_PAINT_TEMPLATE)).toBeNull();
    vi.advanceTimersByTime(0);
    expect(added()).toEqual(EXPECTED.slice(0, 2 * TAGS_A_TASK));
    vi.advanceTimersByTime(5_000);
    expect(added()).toEqual(EXPECTED);
  });

  it('go at once where the browser cannot report the paint, or the tab is hidden', () => {
    loadAfterFirstPaint(windowWith(paintObserver(['navigation']).FakeObserver));
    vi.runAllTimers();
    expect(added()).toEqual(EXPECTED);
    document.head.innerHTML = WAITING;
    loadAfterFirstPaint(windowWith(undefined));
    expect(added().slice(0, 1)).toEqual(EXPECTED.slice(0, 1));
    vi.runAllTimers();
    expect(added()).toEqual(EXPECTED);
    document.head.innerHTML = WAITING;
    loadAfterFirstPaint(windowWith(paintObserver().FakeObserver, 'hidden'));
    vi.runAllTimers();
    expect(added()).toEqual(EXPECTED);
  });

  it('go after the longest wait when no paint is reported', () => {
    loadAfterFirstPaint(windowWith(paintObserver().FakeObserver));
    vi.advanceTimersByTime(1_499);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()).toEqual(EXPECTED.slice(0, TAGS_A_TASK));
    vi.runAllTimers();
    expect(added()).toEqual(EXPECTED);
  });

  it('a page without the template (a guest page) is left as it is', () => {
    document.head.innerHTML = '<script type="module" src="/assets/index.js"></script>';
    loadAfterFirstPaint(windowWith(paintObserver().FakeObserver));
    vi.advanceTimersByTime(5_000);
    expect(added()).toEqual(['script type=module src=/assets/index.js']);
  });
});
