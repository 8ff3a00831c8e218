// A component whose module loads apart from the first screen, and that can be fetched ahead (when the
// browser is idle). Once fetched it renders at once: React.lazy alone would still suspend on its first
// render, and React holds a revealed Suspense boundary back for up to 300 ms, so a palette or a tab
// fetched long before would still open a third of a second late.
import { lazy, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  Component: ComponentType<P>;
  /** Fetches the module now; a failure is tried again when the component renders. */
  preload: () => Promise<unknown>;
}

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Component(props: P) {
    const Shown = loaded ?? Lazy;
    return <Shown {...props} />;
  }
  return { Component, preload };
}
