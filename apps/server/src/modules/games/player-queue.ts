/**
 * Runs one task at a time per player, in arrival order. A player's instant bets are played against the
 * nonce the previous one left, so taking them in turn in the process spares the statement a guess it
 * would refuse. Idle players hold no entry.
 */
export class PlayerQueue {
  private readonly tails = new Map<bigint, Promise<unknown>>();

  run<T>(userId: bigint, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(userId) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => {});
    this.tails.set(userId, tail);
    void tail.then(() => {
      if (this.tails.get(userId) === tail) this.tails.delete(userId);
    });
    return result;
  }
}
