import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../i18n';
import { formOf, submitFormOf } from '../formShortcuts';
import { comboKeys, matchesCombo } from '../keys';
import { ShortcutHelpDialog } from '../ShortcutHelpDialog';
import { ShortcutRegistry } from '../shortcutRegistry';
import { ShortcutsProvider, useShortcut } from '../ShortcutsProvider';

const key = (init: Partial<KeyboardEventInit> & { target?: EventTarget | null }) => {
  const { target = document.body, ...rest } = init;
  const prevent = vi.fn();
  return {
    key: '', code: '', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...rest, target,
    defaultPrevented: false, isComposing: false, preventDefault: prevent, prevented: prevent,
  } as { key: string; code: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean;
    target: EventTarget | null; preventDefault: () => void; prevented: ReturnType<typeof vi.fn> };
};

describe('key combinations', () => {
  it('reads Mod as Ctrl on other keyboards and as ⌘ on Apple ones, letters by physical key', () => {
    expect(matchesCombo(key({ key: 'k', code: 'KeyK', ctrlKey: true }), 'Mod+K', false)).toBe(true);
    expect(matchesCombo(key({ key: 'k', code: 'KeyK', metaKey: true }), 'Mod+K', false)).toBe(false);
    expect(matchesCombo(key({ key: 'k', code: 'KeyK', metaKey: true }), 'Mod+K', true)).toBe(true);
    // Option+N on a Mac types a dead key: the physical key still matches.
    expect(matchesCombo(key({ key: 'Dead', code: 'KeyN', altKey: true }), 'Alt+N', true)).toBe(true);
    expect(matchesCombo(key({ key: 'n', code: 'KeyN' }), 'Alt+N', false)).toBe(false);
    expect(matchesCombo(key({ key: '?', code: 'Slash', shiftKey: true }), '?', false)).toBe(true);
    expect(matchesCombo(key({ key: 'Enter', ctrlKey: true }), 'Mod+Enter', false)).toBe(true);
    expect(comboKeys('Mod+K', false)).toEqual(['Ctrl', 'K']);
    expect(comboKeys('Mod+K', true)).toEqual(['⌘', 'K']);
  });
});

describe('ShortcutRegistry', () => {
  it('offers what is registered, in catalog order, and forgets an action when it is unregistered', () => {
    const registry = new ShortcutRegistry(false);
    const newReservation = vi.fn();
    const search = vi.fn();
    const off = registry.register({ id: 'newReservation', run: newReservation });
    registry.register({ id: 'search', run: search });
    expect(registry.available()).toEqual(['search', 'newReservation']);
    expect(registry.handle(key({ key: 'n', code: 'KeyN', altKey: true }))).toBe(true);
    expect(newReservation).toHaveBeenCalledTimes(1);
    off();
    expect(registry.available()).toEqual(['search']);
    const press = key({ key: 'n', code: 'KeyN', altKey: true });
    expect(registry.handle(press)).toBe(false);
    expect(press.prevented).not.toHaveBeenCalled();
    expect(newReservation).toHaveBeenCalledTimes(1);
  });

  it('keeps plain keys and page changes out of text fields, but not search and save', () => {
    const registry = new ShortcutRegistry(false);
    const help = vi.fn();
    const search = vi.fn();
    const create = vi.fn();
    registry.register({ id: 'help', run: help });
    registry.register({ id: 'search', run: search });
    registry.register({ id: 'newReservation', run: create });
    const input = document.createElement('input');
    document.body.append(input);
    expect(registry.handle(key({ key: '?', target: input }))).toBe(false);
    expect(registry.handle(key({ key: 'n', code: 'KeyN', altKey: true, target: input }))).toBe(false);
    const press = key({ key: 'k', code: 'KeyK', ctrlKey: true, target: input });
    expect(registry.handle(press)).toBe(true);
    expect(press.prevented).toHaveBeenCalled();
    expect(registry.handle(key({ key: '?', target: document.body }))).toBe(true);
    expect([help, search, create].map((f) => f.mock.calls.length)).toEqual([1, 1, 0]);
    input.remove();
  });

  it('lets an open dialog keep its keys, but for saving its form; the newest registration of an id wins', () => {
    const registry = new ShortcutRegistry(false);
    const search = vi.fn();
    const save = vi.fn();
    const screenSave = vi.fn();
    registry.register({ id: 'search', run: search });
    registry.register({ id: 'save', run: save, appliesTo: (t) => formOf(t) !== null });
    document.body.innerHTML = '<div role="dialog"><form><input id="f"></form><button id="b">x</button></div>';
    const field = document.getElementById('f')!;
    expect(registry.handle(key({ key: 'k', code: 'KeyK', ctrlKey: true, target: field }))).toBe(false);
    expect(registry.handle(key({ key: 's', code: 'KeyS', ctrlKey: true, target: document.getElementById('b') }))).toBe(false);
    expect(registry.handle(key({ key: 'Enter', ctrlKey: true, target: field }))).toBe(true);
    expect(save).toHaveBeenCalledWith(field);
    const off = registry.register({ id: 'save', run: screenSave });
    registry.handle(key({ key: 's', code: 'KeyS', ctrlKey: true, target: field }));
    expect(screenSave).toHaveBeenCalledTimes(1);
    off();
    registry.handle(key({ key: 's', code: 'KeyS', ctrlKey: true, target: field }));
    expect(save).toHaveBeenCalledTimes(2);
    expect(search).not.toHaveBeenCalled();
    document.body.innerHTML = '';
  });
});

describe('saving the form in focus', () => {
  it('submits through the form, and not while its submit button is disabled', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    document.body.innerHTML = '<form><input id="name"><button type="submit" id="save">Save</button></form>';
    const form = document.querySelector('form')!;
    form.addEventListener('submit', onSubmit);
    submitFormOf(document.getElementById('name'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    (document.getElementById('save') as HTMLButtonElement).disabled = true;
    submitFormOf(document.getElementById('name'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    submitFormOf(document.body);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    document.body.innerHTML = '';
  });
});

function Screen({ mayCreate, onCreate }: { mayCreate: boolean; onCreate: () => void }) {
  const [helpOpen, setHelpOpen] = useState(false);
  useShortcut('help', () => setHelpOpen(true));
  useShortcut('newReservation', onCreate, mayCreate);
  return (
    <>
      <input aria-label="Notes" />
      <ShortcutHelpDialog isOpen={helpOpen} onOpenChange={setHelpOpen} />
    </>
  );
}

const renderScreen = (mayCreate: boolean, locale: 'en' | 'es' = 'en') => {
  const onCreate = vi.fn();
  render(
    <IntlProvider locale={locale} messages={messagesFor(locale)}>
      <ShortcutsProvider registry={new ShortcutRegistry(false)}>
        <Screen mayCreate={mayCreate} onCreate={onCreate} />
      </ShortcutsProvider>
    </IntlProvider>,
  );
  return onCreate;
};

describe('useShortcut and the help dialog', () => {
  it('opens the help with ? outside text fields and lists only what this person may do', async () => {
    const onCreate = renderScreen(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), '?');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(document.body);
    await userEvent.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const anywhere = within(help).getByRole('region', { name: 'Anywhere' });
    expect(anywhere.textContent).toContain('New reservation');
    expect(anywhere.textContent).toContain('Show the keyboard shortcuts');
    expect(within(help).getAllByText('Alt').length).toBe(1);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.keyboard('{Alt>}n{/Alt}');
    expect(onCreate).toHaveBeenCalledTimes(1);
  });

  it('neither offers nor runs a shortcut the person may not use, in Spanish too', async () => {
    const onCreate = renderScreen(false, 'es');
    await userEvent.click(document.body);
    await userEvent.keyboard('{Alt>}n{/Alt}');
    expect(onCreate).not.toHaveBeenCalled();
    await userEvent.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Atajos de teclado' });
    expect(help.textContent).toContain('Mostrar los atajos de teclado');
    expect(help.textContent).not.toContain('Nueva reserva');
  });
});
