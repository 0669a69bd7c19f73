/**
 * Tells Astro that a component is React's, so that it does not find out by trial: without the
 * mark, every use of the component from an .astro page first runs it once more in a test render
 * (the React renderer's `check`), 2–3 % of a search page's server CPU (issue 24, ADR 016). The
 * symbol is the one Astro reads before trying its renderers (`Component[Symbol.for('astro:renderer')]`).
 */
export function renderedByReact<T extends object>(component: T): T {
  Object.defineProperty(component, Symbol.for('astro:renderer'), { value: '@astrojs/react' })
  return component
}
