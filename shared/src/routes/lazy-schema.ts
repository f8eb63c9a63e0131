/**
 * A schema built the first time it is read: `export const ZX = lazySchema(() => z.object({...}))` has ZX's own type
 * and behaves as the schema itself (parse, shape, extend, instanceof), but costs nothing at import. The route table
 * holds every schema of a context while a request parses only its own route's few, so a function builds those alone
 * on its first request (docs/cold-start.md). Nothing here knows zod: it forwards every operation to the built value.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const target = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(target(), key),
    set: (_, key, value) => Reflect.set(target(), key, value),
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    // The stand-in object has none of the schema's properties, so each must read as configurable to the runtime.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(target(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(target(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(target()),
  });
}
