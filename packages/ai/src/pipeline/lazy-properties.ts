/**
 * Enumerable properties computed on each read, as `Object.defineProperty(o, name, { get })` would
 * make them, but with one getter function per property name for every object. V8 keeps an accessor's
 * functions in the object's hidden class: a getter closed over each object's own data gives every
 * object a class of its own, and V8 turns them into dictionary-mode objects (a hash table per
 * object, ~400 bytes more for a kept page). The per-object function sits in a hidden, non-enumerable
 * slot instead, so `{ ...o }` still copies the computed values and nothing else.
 */
export function withLazyProperties<T extends object, L extends Record<string, () => unknown>>(target: T, lazy: L): T & { [K in keyof L]: ReturnType<L[K]> } {
  for (const [name, compute] of Object.entries(lazy)) {
    const { slot, get } = accessorOf(name);
    Object.defineProperty(target, slot, { value: compute });
    Object.defineProperty(target, name, { get, enumerable: true });
  }
  return target as T & { [K in keyof L]: ReturnType<L[K]> };
}

interface Accessor {
  slot: symbol;
  get: () => unknown;
}

const accessors = new Map<string, Accessor>();

function accessorOf(name: string): Accessor {
  let accessor = accessors.get(name);
  if (!accessor) {
    const slot = Symbol(name);
    accessor = {
      slot,
      get(this: Record<symbol, () => unknown>) {
        return this[slot]!();
      },
    };
    accessors.set(name, accessor);
  }
  return accessor;
}
