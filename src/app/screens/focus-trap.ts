/** What Tab can reach: controls and links that take the focus in the page's order. */
const TABBABLE =
  'button, input, select, textarea, a[href], summary, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/**
 * The places Tab stops at inside `within`, in order: shown, enabled, not inert; a radio group
 * stops once, at its chosen radio (at its first when none is chosen), as the browser's Tab does.
 */
export function tabStops(within: HTMLElement): HTMLElement[] {
  const stops: HTMLElement[] = [];
  const radioGroups = new Set<string>();
  for (const element of within.querySelectorAll<HTMLElement>(TABBABLE)) {
    if (element.tabIndex < 0 || element.closest('[inert], [hidden]') !== null) continue;
    if ((element as HTMLButtonElement).disabled) continue;
    if (!element.checkVisibility({ visibilityProperty: true })) continue;
    if (element instanceof HTMLInputElement && element.type === 'radio' && element.name !== '') {
      const scope = element.form ?? within;
      const group = [...scope.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter(
        (radio) => radio.name === element.name,
      );
      const stop = group.find((radio) => radio.checked) ?? group[0];
      if (stop !== element || radioGroups.has(element.name)) continue;
      radioGroups.add(element.name);
    }
    stops.push(element);
  }
  return stops;
}

/**
 * Keeps Tab and Shift+Tab inside `within` while `active()` says a modal screen is up: from its
 * last stop Tab comes round to its first, from its first Shift+Tab to its last, and a focus
 * found outside it (the page behind, the browser's own bar) comes back in. The page behind is
 * also made inert by its owner; this keeps the keyboard's walk a circle, as a game's dialog does.
 */
export function trapFocus(within: HTMLElement, active: () => boolean): void {
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || !active())
        return;
      const stops = tabStops(within);
      const focused = document.activeElement;
      const inside = focused instanceof HTMLElement && within.contains(focused);
      const first = stops[0];
      const last = stops[stops.length - 1];
      if (first === undefined || last === undefined) {
        event.preventDefault();
        return;
      }
      // From inside, the browser moves on while a stop lies further that way; past the end, round.
      if (inside) {
        const follows = (stop: HTMLElement) =>
          (focused.compareDocumentPosition(stop) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
        const further = event.shiftKey
          ? stops.some((stop) => stop !== focused && !follows(stop))
          : stops.some(follows);
        if (further) return;
      }
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    },
    { capture: true },
  );
}
