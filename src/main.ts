// PixiJS compiles its shader and uniform code with eval unless this replaces it: the game's
// Content-Security-Policy allows no eval (vite.config.ts).
import 'pixi.js/unsafe-eval';
import './app/page/style.css';
import './app/page/short-window.css';
import './app/page/table-hud.css';
import './app/page/access.css';
import { App } from './app/app';
import { registerServiceWorker } from './app/page/service-worker';

/** Shows a readable message instead of a blank page when the game cannot start. */
function showStartupError(error: unknown): void {
  console.error(error);
  const message = document.createElement('p');
  message.className = 'startup-error';
  message.setAttribute('role', 'alert');
  message.textContent = `SKYJO could not start: ${error instanceof Error ? error.message : String(error)}`;
  document.body.append(message);
}

const element = (id: string) => document.getElementById(id)!;

App.start({
  table: element('table'),
  hud: element('hud'),
  overlay: element('overlay'),
  replay: element('replay'),
}).then(
  () =>
    requestAnimationFrame(() => requestAnimationFrame(() => performance.mark('skyjo:interactive'))),
  showStartupError,
);

registerServiceWorker();
