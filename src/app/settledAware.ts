// No imports: src/app/i18n.ts, in the first requests' small module graph (src/app/firstRequests.ts), uses it.

/** A promise that says whether it has settled, as React's own thenables do: `use` then reads a settled one at once. */
export function settledAware<T>(promise: Promise<T>): Promise<T> {
  const thenable = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  thenable.status ??= 'pending';
  promise.then((value) => {
    thenable.status = 'fulfilled';
    thenable.value = value;
  }, (reason: unknown) => {
    thenable.status = 'rejected';
    thenable.reason = reason;
  });
  return promise;
}
