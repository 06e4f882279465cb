import { act, render } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { afterEach, describe, expect, it } from 'vitest';
import { useListParams } from '../listParams';

let setText: (text: string) => unknown = () => undefined;
function List() {
  setText = useListParams().setText;
  return null;
}

describe('useListParams', () => {
  afterEach(() => {
    history.replaceState(null, '', '/');
  });

  it('writes the search into the list address', () => {
    history.replaceState(null, '', '/en/entities');
    render(<Router><Route path="/:locale" nest><Route path="/entities"><List /></Route></Route></Router>);
    act(() => {
      setText('Andes');
    });
    expect(`${location.pathname}${location.search}`).toBe('/en/entities?q=Andes');
  });

  it('drops a search that reports after the user navigated away (the list stays on screen during a transition)', () => {
    history.replaceState(null, '', '/en/entities');
    render(<Router><Route path="/:locale" nest><Route path="/entities"><List /></Route></Route></Router>);
    // The browser is already on the next page while React still shows the list.
    history.pushState(null, '', '/en/entities/e-1/edit');
    setText('Andes');
    expect(`${location.pathname}${location.search}`).toBe('/en/entities/e-1/edit');
  });
});
