import type { Action } from '../../engine';
import type { ChooseRequest } from '../../worker/solver-api';

/** A request to a bot thread: the browser solver's request (a player view, a level, a seed). */
export type BotRequest = ChooseRequest;

/** A bot thread's answer: the action, or why there is none. */
export type BotAnswer =
  | { readonly id: number; readonly action: Action }
  | { readonly id: number; readonly error: string };
