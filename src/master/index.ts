/**
 * The game master (DESIGN.md, "One game master, two transports"): one holder of a game's state,
 * seats, computers, turn timers and stand-ins, which hands each screen its steps. It runs in the
 * browser for a game on one device and the guided round (`localLink`), and in the online room.
 */
export type { Computers } from './computers';
export { fallbackMove } from './fallback';
export {
  GameMaster,
  type MasterListener,
  type MasterOptions,
  type MasterRefusal,
  type TableKind,
} from './game-master';
export { type LinkListener, localLink, type MasterLink } from './link';
export type { Scheduler } from './scheduler';
export type { SeatStep } from './seat-step';
export { isComputer, type SeatConfig, SEAT_KINDS, type SeatKind, STAND_IN_LEVEL } from './seats';
export { SEEDED_SHUFFLES, type Shuffles } from './shuffles';
export { type RunningTimers, TurnTimers } from './turn-timers';
