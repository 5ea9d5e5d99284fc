/** Waiting on a bench's child processes (its server, its clients), which report over the IPC channel. */
import type { ChildProcess } from 'node:child_process';

/**
 * The first message `accept` turns into a value (undefined: not this one, keep waiting); rejects if the
 * child exits first.
 */
export function nextMessage<T>(child: ChildProcess, accept: (message: unknown) => T | undefined): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      const value = accept(message);
      if (value === undefined) return;
      child.off('message', onMessage);
      resolve(value);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`child process exited (${code})`)));
  });
}
