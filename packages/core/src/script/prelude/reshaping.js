// Notices when a script may have changed what a built-in IS rather than the values it holds: a
// property turned into a getter or given other attributes, another prototype, no longer
// extensible. restore() (restore.js) then compares values alone after most runs and reads every
// descriptor only after a run that reshaped something. Changing a property's kind or attributes
// without going through the functions watched here leaves it enumerable (an assignment after
// `delete`, a class field defined on a returned object), which restore() looks for on its own.
import { apply, construct, defineProperty, getOwnPropertyDescriptor } from './intrinsics.js';

/**
 * Replaces the functions that define properties (`Object.defineProperty`, `defineProperties`,
 * `Reflect.defineProperty`, `__defineGetter__`, `__defineSetter__`), change prototypes
 * (`Object.setPrototypeOf`, `Reflect.setPrototypeOf`, the `__proto__` setter) or extensibility
 * (`preventExtensions`, `freeze`, `seal`) and `Proxy` with forwarding Proxies (which still look
 * native) that raise a flag when the target is a guarded built-in, or a Proxy that forwards to
 * one. `takeReshaped()` returns the flag and lowers it. Call before the built-ins are snapshot,
 * so the snapshot holds the watchers and restore() puts them back.
 * @param {Iterable<object>} guarded the built-ins restore() puts back
 * @returns {() => boolean}
 */
export function watchReshaping(guarded) {
  const targets = new WeakSet(guarded);
  const { add, has } = WeakSet.prototype;
  /** @param {unknown} target */
  const watched = (target) =>
    (typeof target === 'object' || typeof target === 'function') && apply(has, targets, [target]);
  let reshaped = false;

  // Handlers have no prototype: a trap a script adds to Object.prototype must not become theirs.
  /**
   * @template {Function} F
   * @param {F} fn
   * @param {(self: unknown, args: unknown[]) => unknown} targetOf the object a call to `fn` changes
   */
  const watcher = (fn, targetOf) =>
    new Proxy(
      fn,
      /** @type {ProxyHandler<F>} */ ({
        __proto__: null,
        apply(target, self, args) {
          if (watched(targetOf(self, args))) reshaped = true;
          return apply(target, self, args);
        },
      }),
    );
  /** @type {(self: unknown, args: unknown[]) => unknown} */
  const firstArgument = (self, args) => args[0];
  /** @param {unknown} self */
  const receiver = (self) => self;
  /** @type {Array<[Record<string, any>, string[]]>} */
  const definers = [
    [Object, ['defineProperty', 'defineProperties', 'setPrototypeOf', 'preventExtensions', 'freeze', 'seal']],
    [Reflect, ['defineProperty', 'setPrototypeOf', 'preventExtensions']],
  ];
  for (const [owner, names] of definers) {
    for (const name of names) owner[name] = watcher(owner[name], firstArgument);
  }
  // The legacy definers, which TypeScript's lib leaves out of Object.prototype.
  const objectPrototype = /** @type {{ __defineGetter__: Function, __defineSetter__: Function }} */ (
    /** @type {unknown} */ (Object.prototype)
  );
  objectPrototype.__defineGetter__ = watcher(objectPrototype.__defineGetter__, receiver);
  objectPrototype.__defineSetter__ = watcher(objectPrototype.__defineSetter__, receiver);
  const proto = getOwnPropertyDescriptor(Object.prototype, '__proto__');
  if (proto?.set) defineProperty(Object.prototype, '__proto__', { ...proto, set: watcher(proto.set, receiver) });

  // A Proxy over a built-in forwards definitions to it: such proxies count as built-ins here.
  /**
   * @template {object} P
   * @param {unknown} target
   * @param {P} proxy
   */
  const track = (target, proxy) => {
    if (watched(target)) apply(add, targets, [proxy]);
    return proxy;
  };
  const NativeProxy = Proxy;
  NativeProxy.revocable = new NativeProxy(
    NativeProxy.revocable,
    /** @type {ProxyHandler<ProxyConstructor['revocable']>} */ ({
      __proto__: null,
      apply(fn, self, args) {
        const result = apply(fn, self, args);
        track(args[0], result.proxy);
        return result;
      },
    }),
  );
  globalThis.Proxy = new NativeProxy(
    NativeProxy,
    /** @type {ProxyHandler<ProxyConstructor>} */ ({
      __proto__: null,
      construct(fn, args, newTarget) {
        return track(args[0], construct(fn, args, newTarget));
      },
    }),
  );

  return function takeReshaped() {
    const result = reshaped;
    reshaped = false;
    return result;
  };
}
