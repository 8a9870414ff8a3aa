/**
 * The items of a sequence of pages as one async iterator. Hand-written rather than an async generator
 * (`for (const item of page.data) yield item`): a generator's `yield` costs several promise turns per item, which on
 * lists of 512-item pages made iterating items a quarter slower than iterating pages. Here an item of the page in
 * hand is one already-resolved promise; only the first item of each page waits for a request.
 *
 * It behaves as the generator did: calls to `next()` made before the previous one settled are answered in order (a
 * page is never fetched twice, an item never skipped); an error from the pages ends the iteration after it is
 * thrown; `return()` (a `break` out of `for await`) ends the pages too, so their cleanup runs.
 */
export function pageItems<T>(pages: AsyncIterator<{ data: readonly T[] }>): AsyncIterableIterator<T> {
  let items: readonly T[] = [];
  let index = 0;
  let finished = false;
  // Calls that have not settled yet: the first runs at once, each other after the one before it (`last`). Each step
  // counts itself out when it settles, so a call that finds none pending and an item in hand answers at once.
  let pending = 0;
  let last: Promise<IteratorResult<T>> | undefined;
  const done = (): IteratorResult<T> => ({ value: undefined, done: true });

  async function pull(): Promise<IteratorResult<T>> {
    try {
      while (index >= items.length) {
        if (finished) return done();
        let result: IteratorResult<{ data: readonly T[] }>;
        try {
          result = await pages.next();
        } catch (error) {
          finished = true;
          throw error;
        }
        if (result.done) {
          finished = true;
          return done();
        }
        items = result.value.data;
        index = 0;
      }
      return { value: items[index++]!, done: false };
    } finally {
      pending--;
    }
  }

  // No `then`/`finally` chain per call: a page's first item used to wait on five more promise turns than its request.
  function inTurn(step: () => Promise<IteratorResult<T>>): Promise<IteratorResult<T>> {
    last = pending++ === 0 ? step() : last!.then(step, step);
    return last;
  }

  return {
    next() {
      if (pending === 0 && index < items.length) return Promise.resolve({ value: items[index++]!, done: false });
      return inTurn(pull);
    },
    return(value?: unknown) {
      return inTurn(async () => {
        try {
          const wasFinished = finished;
          finished = true;
          items = [];
          if (!wasFinished) await pages.return?.();
          return { value: value as T, done: true };
        } finally {
          pending--;
        }
      });
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
