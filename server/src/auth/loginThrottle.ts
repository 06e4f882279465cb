/**
 * Counts failed sign-ins per account and per address in a sliding window. Ten failures on an account or thirty
 * from one address within 15 minutes lock further attempts until the window passes.
 */
export class LoginThrottle {
  private failures = new Map<string, number[]>();

  constructor(
    private readonly windowMs = 15 * 60_000,
    private readonly perAccount = 10,
    private readonly perAddress = 30,
    private readonly now = () => Date.now(),
  ) {}

  /** Seconds to wait before the next attempt, or 0 when allowed. */
  retryAfter(account: string, address: string): number {
    const waits = [
      this.wait(`a:${account.toLowerCase()}`, this.perAccount),
      this.wait(`i:${address}`, this.perAddress),
    ];
    return Math.max(...waits);
  }

  fail(account: string, address: string) {
    // Guessing many different accounts must not grow the map without end.
    if (this.failures.size > 10_000) this.prune();
    for (const key of [`a:${account.toLowerCase()}`, `i:${address}`]) {
      this.failures.set(key, [...this.recent(key), this.now()]);
    }
  }

  succeed(account: string) {
    this.failures.delete(`a:${account.toLowerCase()}`);
  }

  private prune() {
    for (const key of [...this.failures.keys()]) {
      if (!this.recent(key).length) this.failures.delete(key);
    }
  }

  private recent(key: string) {
    const since = this.now() - this.windowMs;
    return (this.failures.get(key) ?? []).filter((t) => t > since);
  }

  private wait(key: string, limit: number) {
    const recent = this.recent(key);
    if (recent.length < limit) return 0;
    return Math.ceil((recent[recent.length - limit] + this.windowMs - this.now()) / 1000);
  }
}
