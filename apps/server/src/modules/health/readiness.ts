/**
 * What this process still does before it should be sent traffic (/readyz): the search indexes
 * being built, the first visitors' paths being warmed up. While any is pending a balancer keeps
 * traffic away; a search sent meanwhile would wait for the index (15 s at 100,000 jobs), and
 * one sent during the collection that follows the warm-up would wait for that (~300 ms, issue 19).
 */
export class Readiness {
  private readonly pending = new Set<string>();

  /**
   * Not ready until `work` succeeds. Work that fails stays pending: the process cannot serve
   * what it was for (the caller logs why), so a balancer must keep sending traffic elsewhere.
   */
  holdUntil(what: string, work: Promise<unknown>): void {
    this.pending.add(what);
    work.then(
      () => this.pending.delete(what),
      () => undefined,
    );
  }

  /** What is still pending, in the order it was held. */
  waitingFor(): string[] {
    return [...this.pending];
  }
}
