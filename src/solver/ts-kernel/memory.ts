// The TypeScript kernel's blocks (defined beside their accessors in position.ts).
export {
  candidates,
  drawResponses,
  objectives,
  pairs,
  policyWords,
  pool,
  scores,
  start,
  stats,
  view,
  work,
} from './position';
