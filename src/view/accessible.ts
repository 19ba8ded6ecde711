import type { Container } from 'pixi.js';

/**
 * Makes `target` a button of Pixi's accessibility layer and a pointer target. The layer's element
 * lets the pointer through to the canvas, so mouse and touch reach Pixi's own hit testing while
 * keyboards and screen readers use the element.
 */
export function makeAccessibleButton(target: Container, label: string, onPress: () => void): void {
  target.accessible = true;
  target.accessibleType = 'button';
  target.accessiblePointerEvents = 'none';
  target.eventMode = 'static';
  target.on('pointertap', onPress);
  setAccessibleLabel(target, label);
}

/** Changes the label of an accessible object, also on its element if the layer has made one. */
export function setAccessibleLabel(target: Container, label: string): void {
  if (target.accessibleHint === label) return;
  target.accessibleHint = label;
  target.accessibleTitle = label;
  const element = target._accessibleDiv;
  if (element) {
    element.setAttribute('aria-label', label);
    element.title = label;
  }
}

/** Shows a hand cursor over `target` when it can be chosen now. */
export function setPressable(target: Container, pressable: boolean): void {
  target.cursor = pressable ? 'pointer' : 'default';
}

/** Makes `target` a text of the accessibility layer (read by screen readers, not clickable). */
export function makeAccessibleText(target: Container): void {
  target.accessibleType = 'p';
  target.accessiblePointerEvents = 'none';
}

/** Changes the text of an accessible text object, also on its element if there is one. */
export function setAccessibleText(target: Container, text: string): void {
  if (target.accessibleText === text) return;
  target.accessibleText = text;
  const element = target._accessibleDiv;
  if (element) element.innerText = text;
}
