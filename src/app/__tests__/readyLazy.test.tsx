import { act, render, screen } from '@testing-library/react';
import { Suspense, use, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { readyLazy } from '../readyLazy';
import { settledAware } from '../settledAware';

/** The texts a boundary showed, in order: its fallback is recorded each time React draws it. */
function drawn() {
  const seen: string[] = [];
  const Fallback = () => {
    seen.push('fallback');
    return <p>Loading</p>;
  };
  return { seen, Fallback };
}

describe('readyLazy', () => {
  it('draws a component whose code is already here at once, with no fallback first', async () => {
    const Page = readyLazy(async () => function PageScreen() { return <h1>Reservation LIM-000079</h1>; });
    await Page.preload();
    const { seen, Fallback } = drawn();
    render(<Suspense fallback={<Fallback />}><Page /></Suspense>);
    expect(screen.getByRole('heading', { name: 'Reservation LIM-000079' })).toBeTruthy();
    expect(seen).toEqual([]);
  });

  it('still waits, behind the fallback, for code not yet here; loads it once', async () => {
    let loads = 0;
    let arrive!: () => void;
    const Page = readyLazy(() => {
      loads += 1;
      return new Promise<ComponentType>((resolve) => { arrive = () => resolve(() => <h1>Cashier</h1>); });
    });
    const { seen, Fallback } = drawn();
    render(<Suspense fallback={<Fallback />}><Page /></Suspense>);
    expect(screen.getByText('Loading')).toBeTruthy();
    void Page.preload();
    await act(async () => { arrive(); });
    expect(await screen.findByRole('heading', { name: 'Cashier' })).toBeTruthy();
    expect(seen.length).toBeGreaterThan(0);
    expect(loads).toBe(1);
  });
});

describe('readyLazy after a failed download', () => {
  it('asks for the code again on the next preload', async () => {
    let tries = 0;
    const Page = readyLazy(async () => {
      tries += 1;
      if (tries === 1) throw new Error('offline');
      return () => <h1>Products</h1>;
    });
    await expect(Page.preload()).rejects.toThrow('offline');
    await expect(Page.preload()).resolves.toBeTruthy();
    expect(tries).toBe(2);
  });
});

describe('settledAware', () => {
  it('says when it has settled, so use() reads its value at once', async () => {
    const words = settledAware(Promise.resolve({ greeting: 'Hola' }));
    expect((words as Promise<unknown> & { status?: string }).status).toBe('pending');
    await words;
    expect((words as Promise<unknown> & { status?: string }).status).toBe('fulfilled');
    const { seen, Fallback } = drawn();
    const Greeting = () => <p>{use(words).greeting}</p>;
    render(<Suspense fallback={<Fallback />}><Greeting /></Suspense>);
    expect(screen.getByText('Hola')).toBeTruthy();
    expect(seen).toEqual([]);
  });

  it('says when it has failed', async () => {
    const failed = settledAware(Promise.reject(new Error('offline')));
    await failed.catch(() => undefined);
    expect((failed as Promise<unknown> & { status?: string; reason?: unknown }).status).toBe('rejected');
    expect(((failed as Promise<unknown> & { reason?: Error }).reason)?.message).toBe('offline');
  });
});
