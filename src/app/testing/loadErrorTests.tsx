import { expect, it } from 'vitest';
import { expectErrorWithRetry, renderRoute } from './renderRoute';

/**
 * The test every route screen has for a failed load: the route's query fails, the screen shows `says` (by default the
 * list boundary's words) with Retry, and Retry asks again; `asksAgain` also checks that the new request is the query.
 */
export function itShowsLoadErrorWithRetry(path: string, query: string,
  { says = 'The data could not be loaded.', asksAgain = false }: { says?: string; asksAgain?: boolean } = {}) {
  it('shows the load error with Retry, which asks again', async () => {
    const view = await renderRoute(path);
    await view.reject('INTERNAL', query);
    expect((await expectErrorWithRetry(view)).textContent).toContain(says);
    if (asksAgain) expect((await view.operation(query)).name).toBe(query);
  });
}
