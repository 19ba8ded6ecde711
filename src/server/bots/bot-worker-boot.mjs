// Starts a bot thread from its TypeScript source (the server runs under tsx, whose loader worker
// threads do not inherit in Node 20): registers tsx in this thread, then imports the entry.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
