import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusOnNavigation } from '../useFocusOnNavigation';

/** A shell whose path and page the test changes, with a sidebar link outside <main>. */
function Shell({ path, page }: { path: string; page: React.ReactNode }) {
  useFocusOnNavigation(path);
  return (
    <>
      <nav><a href="/entities">Entities</a></nav>
      <main>{page}</main>
    </>
  );
}

const heading = (text: string) => <h1 tabIndex={-1}>{text}</h1>;
const flush = () => act(async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
});

describe('useFocusOnNavigation', () => {
  it('leaves focus alone on the first load', () => {
    render(<Shell path="/" page={heading('Home')} />);
    expect(document.activeElement).toBe(document.body);
  });

  it('moves focus from the link pressed to the new page heading, also when the heading comes later', async () => {
    const { rerender } = render(<Shell path="/" page={heading('Home')} />);
    screen.getByRole('link', { name: 'Entities' }).focus();
    rerender(<Shell path="/entities" page={<p>Loading…</p>} />);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Entities' }));
    rerender(<Shell path="/entities" page={heading('Entities')} />);
    await flush();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Entities' }));
  });

  it('follows a page that swaps its header once the data comes, instead of leaving focus on <body>', async () => {
    const { rerender } = render(<Shell path="/" page={heading('Home')} />);
    rerender(<Shell path="/rates/1" page={<div key="loading">{heading('Rate')}</div>} />);
    expect(document.activeElement?.textContent).toBe('Rate');
    rerender(<Shell path="/rates/1" page={<section key="loaded">{heading('Rate RT-1')}</section>} />);
    await flush();
    expect(document.activeElement?.textContent).toBe('Rate RT-1');
  });

  it('keeps focus a page put on its own field, and does not move with a new query string', async () => {
    function Form() {
      const [value, setValue] = useState('');
      return <>{heading('New role')}<input aria-label="Code" autoFocus value={value} onChange={(e) => setValue(e.target.value)} /></>;
    }
    const { rerender } = render(<Shell path="/" page={heading('Home')} />);
    rerender(<Shell path="/users/roles/new" page={<Form />} />);
    await flush();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Code' }));
    screen.getByRole('link', { name: 'Entities' }).focus();
    rerender(<Shell path="/users/roles/new" page={<Form />} />);
    await flush();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Entities' }));
  });

  it('leaves focus in a list box the person opened (in its popover, outside <main>) before the heading came', async () => {
    const { rerender } = render(<Shell path="/" page={heading('Home')} />);
    screen.getByRole('link', { name: 'Entities' }).focus();
    const popover = document.createElement('div');
    popover.innerHTML = '<div role="listbox" aria-label="Rate feature" tabindex="-1"></div>';
    document.body.appendChild(popover);
    rerender(<Shell path="/rates/subfeatures/new" page={<p>Loading…</p>} />);
    screen.getByRole('listbox', { name: 'Rate feature' }).focus();
    rerender(<Shell path="/rates/subfeatures/new" page={heading('New rate subfeature')} />);
    await flush();
    expect(document.activeElement).toBe(screen.getByRole('listbox', { name: 'Rate feature' }));
    popover.remove();
  });

  it('leaves focus alone once the person clicks, even when the click left it on <body> (a field still loading)', async () => {
    const { rerender } = render(<Shell path="/" page={heading('Home')} />);
    screen.getByRole('link', { name: 'Entities' }).focus();
    rerender(<Shell path="/users/permissions/new" page={<p>Type</p>} />);
    // A click on something that takes no focus (a select's look-alike while its code loads) blurs to <body>.
    fireEvent.pointerDown(screen.getByText('Type'));
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    rerender(<Shell path="/users/permissions/new" page={<section key="loaded">{heading('New permission')}<p>Type</p></section>} />);
    await flush();
    expect(document.activeElement).toBe(document.body);
  });
});
