import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { deferredPart } from '../deferredPart';
import { FieldSkeleton } from '../FieldSkeleton';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** The page's text as a reader sees it: what sits in an element hidden with display: none is not shown. */
function visibleText(node: Node = document.body): string {
  if (node instanceof HTMLElement && node.style.display === 'none') return '';
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  return [...node.childNodes].map((child) => visibleText(child)).join('');
}

describe('deferredPart', () => {
  it('shows the fallback until the code arrives, then the part with its props; later ones render at once', async () => {
    let arrive!: (component: typeof Greeting) => void;
    let loads = 0;
    const part = deferredPart<{ name: string }>(() => {
      loads += 1;
      return new Promise((resolve) => { arrive = resolve; });
    });
    const first = render(<part.Deferred fallback={<FieldSkeleton label="Name" text="Ana" icon={null} />} props={{ name: 'Ana' }} />);
    expect(screen.getByText('Ana')).toBeTruthy();
    expect(screen.queryByText('Hello Ana')).toBeNull();
    await waitFor(() => expect(loads).toBe(1));
    await act(async () => { arrive(Greeting); });
    expect(await screen.findByText('Hello Ana', {}, { timeout: 5000 })).toBeTruthy();
    first.unmount();
    render(<part.Deferred fallback={<p>loading</p>} props={{ name: 'Luis' }} />);
    expect(screen.getByText('Hello Luis')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('puts a drawn part off until the first load is over (here: the first key), a dialog-like part not', async () => {
    vi.resetModules();
    const fresh = (await import('../deferredPart')).deferredPart;
    const asked: string[] = [];
    const field = fresh<{ name: string }>(() => { asked.push('field'); return new Promise(() => {}); });
    const dialog = fresh<{ name: string }>(() => { asked.push('dialog'); return new Promise(() => {}); }, { whenDrawn: true });
    render(<><field.Deferred fallback={null} props={{ name: 'Ana' }} /><dialog.Deferred fallback={null} props={{ name: 'Ana' }} /></>);
    await waitFor(() => expect(asked).toEqual(['dialog']));
    fireEvent.keyDown(window, { key: 'Tab' });
    await waitFor(() => expect(asked).toEqual(['dialog', 'field']));
  });

  it('swaps parts whose code arrived together in turns, one commit each, so no single task draws them all', async () => {
    vi.resetModules();
    const fresh = (await import('../deferredPart')).deferredPart;
    const arrivals: (() => void)[] = [];
    const part = () => fresh<{ name: string }>(() => new Promise((resolve) => { arrivals.push(() => resolve(Greeting)); }));
    const [first, second] = [part(), part()];
    const screens: string[] = [];
    render(
      <Profiler id="page" onRender={() => { screens.push(visibleText()); }}>
        <first.Deferred fallback={<p>first waits</p>} props={{ name: 'Ana' }} />
        <second.Deferred fallback={<p>second waits</p>} props={{ name: 'Luis' }} />
      </Profiler>,
    );
    fireEvent.keyDown(window, { key: 'Tab' });
    await waitFor(() => expect(arrivals).toHaveLength(2));
    await act(async () => { arrivals.forEach((arrive) => { arrive(); }); });
    await screen.findByText('Hello Luis', {}, { timeout: 5000 });
    expect(screen.getByText('Hello Ana')).toBeTruthy();
    expect(screens).toContain('Hello Anasecond waits');
  });

  it('hides the fallback in the commit that shows the part and removes it once a frame has been drawn without it', async () => {
    vi.resetModules();
    const fresh = (await import('../deferredPart')).deferredPart;
    let arrive!: () => void;
    const part = fresh<{ name: string }>(() => new Promise((resolve) => { arrive = () => resolve(Greeting); }));
    const commits: { shown: string; inPage: boolean }[] = [];
    render(
      <Profiler id="page" onRender={() => { commits.push({ shown: visibleText(), inPage: document.body.textContent!.includes('stand-in') }); }}>
        <part.Deferred fallback={<p>stand-in</p>} props={{ name: 'Ana' }} />
      </Profiler>,
    );
    fireEvent.keyDown(window, { key: 'Tab' });
    await waitFor(() => expect(arrive).toBeTypeOf('function'));
    await act(async () => { arrive(); });
    await screen.findByText('Hello Ana', {}, { timeout: 5000 });
    await waitFor(() => expect(document.body.textContent).not.toContain('stand-in'));
    expect(commits[0]).toEqual({ shown: 'stand-in', inPage: true });
    // The part's first commit: the stand-in is still in the page, hidden; the next commit removes it.
    expect(commits.find((commit) => commit.shown.includes('Hello Ana'))).toEqual({ shown: 'Hello Ana', inPage: true });
    expect(commits.at(-1)).toEqual({ shown: 'Hello Ana', inPage: false });
  });

  it('draws a skeleton with no control in it, so nothing can be typed before the field is there', () => {
    render(<FieldSkeleton label="Departure" text="3/14/2025" icon={null} errorMessage="Required" />);
    expect(screen.getByText('3/14/2025')).toBeTruthy();
    expect(screen.getByText('Required')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
