/**
 * The name of the one mark the page leaves in a Chromium performance trace to tie its clock
 * (`performance.now()`) to the trace's: ui-bench then finds the task that ran each measured frame
 * and reads its thread CPU time. One mark, not one per frame: a mark costs the frame it is in.
 */
export const CLOCK_MARK = 'skyjo:clock';
