/**
 * A readers-writer lock for one process: any number of shared holders at once, or one exclusive holder.
 * Waiters are served in arrival order, so a waiting exclusive holder is not starved by later shared ones.
 */
export class SharedExclusiveLock {
  private sharedHolders = 0;
  private exclusiveHeld = false;
  private readonly waiting: Array<{ exclusive: boolean; grant: () => void }> = [];

  shared<T>(work: () => Promise<T>): Promise<T> {
    return this.run(false, work);
  }

  exclusive<T>(work: () => Promise<T>): Promise<T> {
    return this.run(true, work);
  }

  private async run<T>(exclusive: boolean, work: () => Promise<T>): Promise<T> {
    await this.acquire(exclusive);
    try {
      return await work();
    } finally {
      this.release(exclusive);
    }
  }

  private canEnter(exclusive: boolean): boolean {
    if (this.exclusiveHeld) return false;
    return exclusive ? this.sharedHolders === 0 : true;
  }

  private acquire(exclusive: boolean): Promise<void> {
    if (this.waiting.length === 0 && this.canEnter(exclusive)) {
      this.enter(exclusive);
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push({ exclusive, grant: resolve }));
  }

  private enter(exclusive: boolean): void {
    if (exclusive) this.exclusiveHeld = true;
    else this.sharedHolders += 1;
  }

  private release(exclusive: boolean): void {
    if (exclusive) this.exclusiveHeld = false;
    else this.sharedHolders -= 1;
    while (this.waiting.length > 0) {
      const next = this.waiting[0];
      if (!next || !this.canEnter(next.exclusive)) break;
      this.waiting.shift();
      this.enter(next.exclusive);
      next.grant();
    }
  }
}
