/**
 * Freezes a value and everything in it: for values shared by every request, which none may change.
 * Frozen island props are also written once per object (src/server/keptIslandProps.ts).
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}
