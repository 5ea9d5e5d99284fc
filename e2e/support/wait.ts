/**
 * Polls `probe` until `accept` takes its value, and answers that value; past `timeoutMs` it fails naming
 * `what` and the last value seen. For what a page or the API reaches in its own time (a live update, a
 * queued mail), where Playwright's own waiting does not reach.
 */
export async function until<T>(
  probe: () => Promise<T>,
  accept: (value: T) => boolean,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await probe();
  while (!accept(last)) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}; last value: ${String(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 120));
    last = await probe();
  }
  return last;
}
