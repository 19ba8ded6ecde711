import type { Scheduler } from '../../master';

/** The game master's time in the browser: the page's timers and clock. */
export const pageScheduler: Scheduler = {
  after(ms, run) {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
  now: () => Date.now(),
};
