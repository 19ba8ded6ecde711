import { runCli } from './run';

runCli(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
