import type { MessagePort, Worker } from 'node:worker_threads';
import type { WorkerLike } from '../../worker/backend';

/** What a Comlink endpoint listens with. */
type Listener = EventListenerOrEventListenerObject;

/** Calls `listener` with `event`, as EventTarget does. */
function call(listener: Listener, event: unknown): void {
  if (typeof listener === 'function') listener(event as Event);
  else listener.handleEvent(event as Event);
}

/**
 * A Node worker thread (or, inside it, its parent port) as a Comlink endpoint: messages come as
 * `{ data }`, and a thread's error or exit comes as an `error` event, as a Web Worker tells it.
 */
export function threadEndpoint(thread: Worker | MessagePort): WorkerLike {
  const bound = new Map<Listener, (...args: unknown[]) => void>();
  return {
    postMessage: (message: unknown, transfer?: Transferable[]) =>
      thread.postMessage(message, transfer as never),
    addEventListener(type: string, listener: Listener) {
      let handler: (...args: unknown[]) => void;
      if (type === 'message') handler = (data) => call(listener, { data });
      else if (type === 'error') {
        handler = (error) => call(listener, { message: (error as Error).message });
        thread.on('exit', (code: number) =>
          call(listener, { message: `the thread exited with code ${code}` }),
        );
      } else handler = () => call(listener, {});
      bound.set(listener, handler);
      thread.on(type as 'message', handler);
    },
    removeEventListener(type: string, listener: Listener) {
      const handler = bound.get(listener);
      if (handler !== undefined) thread.off(type as 'message', handler);
      bound.delete(listener);
    },
    terminate: () => ('terminate' in thread ? thread.terminate() : thread.close()),
  };
}
