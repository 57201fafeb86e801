/**
 * The exact page cap. A handler reserves a slot before fetching and commits it when the page is
 * saved (or releases it when nothing was saved), so saved + in-flight never exceeds the cap and N
 * pages never become N+1. When every slot is reserved, callers wait for one to free up instead of
 * dropping their URL. `done` starts from store.doneCount(), which carries the cap across a resume.
 */
export class PageBudget {
  private inFlight = 0;
  private cancelled = false;
  private waiters: Array<() => void> = [];

  constructor(
    private done: number,
    private readonly max: number,
  ) {}

  get exhausted(): boolean {
    return this.done >= this.max;
  }

  async reserve(): Promise<boolean> {
    for (;;) {
      if (this.cancelled || this.exhausted) return false;
      if (this.done + this.inFlight < this.max) {
        this.inFlight++;
        return true;
      }
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  commit(): void {
    this.inFlight--;
    this.done++;
    this.wake();
  }

  release(): void {
    this.inFlight--;
    this.wake();
  }

  /** On stop: every waiting and future reserve() returns false. */
  cancel(): void {
    this.cancelled = true;
    this.wake();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}
