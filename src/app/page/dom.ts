/** Attributes and event handlers of an element made by `h`. */
export type Attributes = Readonly<
  Record<string, string | number | boolean | ((event: Event) => void) | undefined>
>;

/** A child of an element made by `h`: a node, text, or nothing. */
export type Child = Node | string | null | undefined | false;

/**
 * Creates an element: `on…` attributes become event listeners, `true`/`false` add or leave out an
 * attribute, `style` is set through the CSSOM, everything else is set as an attribute.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    if (typeof value === 'function') element.addEventListener(name.slice(2), value);
    else if (value === true) element.setAttribute(name, '');
    // Through the CSSOM: the Content-Security-Policy refuses a style attribute (no 'unsafe-inline').
    else if (name === 'style') element.style.cssText = String(value);
    else element.setAttribute(name, String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child);
  }
  return element;
}

/** Replaces everything inside `parent` with `children`. */
export function replaceChildren(parent: Element, ...children: Child[]): void {
  parent.replaceChildren(...children.filter((c): c is Node | string => !!c));
}
