// Word access to the rules engine's blocks: the game state, the error block, an encoded record.
import { ADDR_ERROR, ADDR_GAME, E_CODE, E_DETAIL, E_DETAIL2 } from '../layout';

/** Word `i` of the game state. */
export function g(i: i32): i32 {
  return load<i32>(<usize>(ADDR_GAME + (i << 2)));
}

/** Sets word `i` of the game state. */
export function setG(i: i32, value: i32): void {
  store<i32>(<usize>(ADDR_GAME + (i << 2)), value);
}

/** Word `i` of a block at byte address `addr` (an encoded record or round). */
export function word(addr: i32, i: i32): i32 {
  return load<i32>(<usize>(addr + (i << 2)));
}

/** Sets word `i` of a block at byte address `addr`. */
export function setWord(addr: i32, i: i32, value: i32): void {
  store<i32>(<usize>(addr + (i << 2)), value);
}

/** Writes an error code and its details to the error block; returns the code. */
export function fail(code: i32, detail: i32 = 0, detail2: i32 = 0): i32 {
  store<i32>(<usize>(ADDR_ERROR + (E_CODE << 2)), code);
  store<i32>(<usize>(ADDR_ERROR + (E_DETAIL << 2)), detail);
  store<i32>(<usize>(ADDR_ERROR + (E_DETAIL2 << 2)), detail2);
  return code;
}
