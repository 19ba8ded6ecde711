// Word access to the kernel's working position and to the encoded view it starts from.
import { ADDR_KERNEL_WORK, ADDR_VIEW } from '../layout';

/** Word `i` of the working position. */
export function k(i: i32): i32 {
  return load<i32>(<usize>(ADDR_KERNEL_WORK + (i << 2)));
}

/** Sets word `i` of the working position. */
export function setK(i: i32, value: i32): void {
  store<i32>(<usize>(ADDR_KERNEL_WORK + (i << 2)), value);
}

/** Word `i` of the encoded view. */
export function v(i: i32): i32 {
  return load<i32>(<usize>(ADDR_VIEW + (i << 2)));
}
