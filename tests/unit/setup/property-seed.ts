// How the property tests (fast-check) draw their inputs. In CI every property runs from one fixed
// seed, so that a failure there is the code's and can be reproduced, never the luck of the draw;
// on a developer's machine each run draws fresh seeds and explores inputs the fixed seed never
// tries (a failure prints its seed). FC_SEED=<integer> fixes the seed anywhere.
import fc from 'fast-check';

/** The seed CI runs every property from. */
const CI_SEED = 20261124;

const chosen = process.env.FC_SEED ?? (process.env.CI ? String(CI_SEED) : undefined);
if (chosen !== undefined) fc.configureGlobal({ seed: Number.parseInt(chosen, 10) });
