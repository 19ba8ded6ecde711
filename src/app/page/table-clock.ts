import { nextTask, type TableView } from '../../view';
import type { Clock } from '../client/clock';

/**
 * The game's clock in the browser: its pauses are the table's own, so they follow the animation
 * speed, end with a skip, and keep the animations' timeline (a computer's turn starts where the
 * pause before it was due to end, not at the frame that noticed the end). What follows a pause
 * (the next step: the status, the labels, the table's update) runs in a task of its own, not
 * inside the frame that ended the pause.
 */
export function tableClock(view: TableView): Clock {
  return {
    wait: async (ms) => {
      await view.pause(ms);
      await nextTask();
    },
  };
}
