// Notices when a script may have changed what a built-in property IS (a getter, other attributes)
// rather than only its value, so that restore() (intrinsics.js) can compare values alone after
// most runs and read every property descriptor only after a run that reshaped one. Changing a
// property's kind or attributes without going through the functions watched here leaves it
// enumerable (an assignment after `delete`, a class field defined on a returned object), which
// restore() checks on its own; freezing, sealing and prototype changes it checks on its own too.
import { apply, construct } from './intrinsics.js';

/**
 * Replaces `Object.defineProperty`, `Object.defineProperties`, `Reflect.defineProperty`,
 * `__defineGetter__`, `__defineSetter__` and `Proxy` with forwarding Proxies (which still look
 * native) that raise a flag when the target is a guarded built-in, or a Proxy that forwards to
 * one. `takeReshaped()` returns the flag and lowers it. Call before the built-ins are snapshot,
 * so the snapshot holds the watchers and restore() puts them back.
 */
export function watchReshaping(guarded) {
  const targets = new WeakSet(guarded);
  const { add, has } = WeakSet.prototype;
  const watched = (target) =>
    (typeof target === 'object' || typeof target === 'function') && apply(has, targets, [target]);
  let reshaped = false;

  // Handlers have no prototype: a trap a script adds to Object.prototype must not become theirs.
  function watch(owner, name, targetOf) {
    owner[name] = new Proxy(owner[name], {
      __proto__: null,
      apply(fn, self, args) {
        if (watched(targetOf(self, args))) reshaped = true;
        return apply(fn, self, args);
      },
    });
  }
  watch(Object, 'defineProperty', (self, args) => args[0]);
  watch(Object, 'defineProperties', (self, args) => args[0]);
  watch(Reflect, 'defineProperty', (self, args) => args[0]);
  watch(Object.prototype, '__defineGetter__', (self) => self);
  watch(Object.prototype, '__defineSetter__', (self) => self);

  // A Proxy over a built-in forwards definitions to it: such proxies count as built-ins here.
  const track = (target, proxy) => {
    if (watched(target)) apply(add, targets, [proxy]);
    return proxy;
  };
  const NativeProxy = Proxy;
  NativeProxy.revocable = new NativeProxy(NativeProxy.revocable, {
    __proto__: null,
    apply(fn, self, args) {
      const result = apply(fn, self, args);
      track(args[0], result.proxy);
      return result;
    },
  });
  globalThis.Proxy = new NativeProxy(NativeProxy, {
    __proto__: null,
    construct(fn, args, newTarget) {
      return track(args[0], construct(fn, args, newTarget));
    },
  });

  return function takeReshaped() {
    const result = reshaped;
    reshaped = false;
    return result;
  };
}
