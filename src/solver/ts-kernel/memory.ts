// The TypeScript kernel's blocks, laid out as in WebAssembly memory (assembly/layout.ts).
import { KERNEL_WORDS, POLICY_WORDS, VIEW_WORDS } from '../layout';

/** The working position (K_* words). */
export const work = new Int32Array(KERNEL_WORDS);

/** The determinized start position, copied for every candidate. */
export const start = new Int32Array(KERNEL_WORDS);

/** The encoded view the kernel starts from (V_* words). */
export const view = new Int32Array(VIEW_WORDS);

/** The rollout policy (P_* words). */
export const policyWords = new Int32Array(POLICY_WORDS);
