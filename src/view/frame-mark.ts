/**
 * The name of the mark each measured animated frame leaves in a Chromium performance trace while
 * the frame meter is marking (`FrameMeter.marking`); ui-bench reads the frames' CPU time by it.
 */
export const FRAME_MARK = 'skyjo:animated-frame';
