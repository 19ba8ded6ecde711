/**
 * Resolves in a new task: a message, which (unlike a timer) no stopped page clock holds back. What
 * awaits it runs beside the frames, not inside the one running now; tweens it starts still begin
 * where those that just ended were due to end (`Motion` carries that until the next frame).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
