/**
 * Issue 18: the signed-in area's modules and what the address the page opened at needs (its code, words, query and
 * access check) were one long task; the address now starts in the next task, and the first render (src/app/main.tsx)
 * still waits for all of it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeStoredUser, clearStoredUser } from '../../relay/userStorage';
import { matchAppRoute } from '../routeMatch';
import { firstPageSettled, preloadOpeningAddress } from '../routePreload';

const settledYet = async (promise: Promise<unknown>) => {
  let settled = false;
  void promise.then(() => { settled = true; });
  await vi.advanceTimersByTimeAsync(0);
  return settled;
};

describe('the address the page opened at', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    clearStoredUser();
  });

  it('starts in the task after the signed-in area runs, and the first render waits for its code and answers', async () => {
    vi.useFakeTimers();
    writeStoredUser({ idUser: '7', roles: ['RESADM'], accessToken: 'a.b.c', email: 'a@b.c', name: 'A', idOu: '1' });
    window.history.replaceState(null, '', '/en/reservations');
    let failAnswers!: () => void;
    const answers = new Promise<Response>((_resolve, reject) => {
      failAnswers = () => { reject(new TypeError('offline')); };
    });
    const requests = vi.spyOn(globalThis, 'fetch').mockReturnValue(answers);
    let codeArrives!: () => void;
    const code = vi.spyOn(matchAppRoute('/reservations')!.route, 'preload')
      .mockReturnValue(new Promise((resolve) => { codeArrives = () => { resolve(undefined as never); }; }));

    preloadOpeningAddress();
    // Not in this task's microtasks either: a task of its own.
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
    expect(code).not.toHaveBeenCalled();
    expect(requests).not.toHaveBeenCalled();
    const settled = firstPageSettled();

    expect(await settledYet(settled)).toBe(false);
    expect(code).toHaveBeenCalled();
    expect(requests).toHaveBeenCalled();
    expect(await settledYet(settled)).toBe(false);
    codeArrives();
    expect(await settledYet(settled)).toBe(false);
    failAnswers();
    expect(await settledYet(settled)).toBe(true);
  });
});
