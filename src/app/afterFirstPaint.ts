/**
 * The build's third entry, named first in the head of a page whose frame and heading come in its HTML
 * (server/src/pagePreloads.ts): the app's scripts, their preloads and the style sheets they load wait in the page's
 * <template id="td-after-paint"> (a template's tags ask for nothing) and are put in the head once that page has been
 * drawn. Asked for at once, the two dozen scripts shared the line with the style sheet and the fonts the first paint
 * waits for, and Lighthouse counts every script that arrived before the paint as holding it up (its mobile first
 * paint about 2.7 s where the page drew in 0.5 s). The page's query and access check are not held: their script
 * stands before this one. Without the template (a guest page, which draws nothing before its scripts) it does nothing.
 */
export const AFTER_PAINT_TEMPLATE = 'td-after-paint';

/** A safety net: a browser that never reports the first paint still gets the page's scripts. */
const LONGEST_WAIT_MS = 1500;
export const TAGS_A_TASK = 2;

export function loadAfterFirstPaint(win: Window & typeof globalThis = window): void {
  const doc = win.document;
  const template = doc.getElementById(AFTER_PAINT_TEMPLATE);
  if (!(template instanceof win.HTMLTemplateElement)) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const tags = Array.from(template.content.children);
    template.remove();
    // A few tags a task, in their order: each request a script starts costs a call stack under Lighthouse's trace,
    // and the two dozen at once were one task of some 35 ms, itself a long task on a slow phone.
    const put = (from: number) => {
      for (const tag of tags.slice(from, from + TAGS_A_TASK)) {
        // A fresh copy: the template's own nodes belong to its inert document, out of which a moved script need not run.
        const element = doc.createElement(tag.localName);
        for (const { name, value } of Array.from(tag.attributes)) element.setAttribute(name, value);
        doc.head.append(element);
      }
      if (from + TAGS_A_TASK < tags.length) win.setTimeout(() => { put(from + TAGS_A_TASK); }, 0);
    };
    put(0);
  };
  const paintTimed = typeof win.PerformanceObserver === 'function'
    && (win.PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
  // A page opened in a background tab is not drawn until it is shown: its scripts need not wait for that.
  if (!paintTimed || doc.visibilityState !== 'visible') {
    start();
    return;
  }
  const observer = new win.PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
  win.setTimeout(() => {
    observer.disconnect();
    start();
  }, LONGEST_WAIT_MS);
}

loadAfterFirstPaint();
