import type { TableView } from '../../view';
import type { Clock } from '../client/clock';

/**
 * The game's clock in the browser: its pauses are the table's own, so they follow the animation
 * speed, end with a skip, and keep the animations' timeline (a computer's pause starts where the
 * move before it was due to end, not at the frame that noticed the end).
 */
export function tableClock(view: TableView): Clock {
  return { wait: (ms) => view.pause(ms) };
}
