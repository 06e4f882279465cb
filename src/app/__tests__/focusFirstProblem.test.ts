import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusFirstProblem } from '../focusFirstProblem';

/** Runs the queued animation frames one at a time. */
function frames() {
  const queue: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => queue.push(callback));
  return () => queue.shift()?.(performance.now());
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('focusFirstProblem', () => {
  it('focuses the first invalid field', () => {
    const next = frames();
    document.body.innerHTML = `<form><div><input id="ok"></div><div data-invalid><input id="code"></div>
      <div data-invalid><button id="type">Type</button></div></form>`;
    focusFirstProblem(document.querySelector('form'));
    next();
    expect(document.activeElement?.id).toBe('code');
  });

  it('waits for an invalid field still loading before it, instead of passing it by', () => {
    const next = frames();
    document.body.innerHTML = `<form><div id="select" data-invalid aria-busy="true"><span>Entity type</span></div>
      <div data-invalid><input id="name"></div></form>`;
    const form = document.querySelector('form');
    focusFirstProblem(form);
    next();
    expect(document.activeElement).toBe(document.body);
    // The select's code arrives: the real field replaces its look-alike.
    document.getElementById('select')!.outerHTML = '<div data-invalid><button id="type">Entity type</button></div>';
    next();
    expect(document.activeElement?.id).toBe('type');
  });

  it('gives up waiting after about a second and takes the next field', () => {
    const next = frames();
    document.body.innerHTML = `<form><div data-invalid aria-busy="true"></div><div data-invalid><input id="name"></div></form>`;
    focusFirstProblem(document.querySelector('form'));
    for (let frame = 0; frame <= 61; frame++) next();
    expect(document.activeElement?.id).toBe('name');
  });
});
