/**
 * Registers the offline service worker (sw.js, made by the production build) once the page has
 * loaded. Only in production builds and browsers that have service workers; a failure is logged
 * and the game goes on online.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register('./sw.js')
      .catch((error: unknown) => console.warn('SKYJO cannot work offline:', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
