/**
 * Resolves after the event loop has handled what is waiting (a cancel message, say). Uses a
 * message rather than a timer: nested zero-delay timers are clamped to 4 ms.
 */
export function yieldToEvents(): Promise<void> {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      port2.close();
      resolve();
    };
    port2.postMessage(null);
  });
}
