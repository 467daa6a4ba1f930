// React's hydrateRoot over an island's server markup: a chunk of its own (with React), loaded with
// the first island a person reaches for, never before (src/directives/islands.ts).
import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Hydrated } from './hydrated.ts';

/** Hydrates `el` with `Component`; resolves once React owns the markup (its effects ran). */
export function hydrate(el: HTMLElement, Component: ComponentType<Record<string, unknown>>, props: Record<string, unknown>, identifierPrefix: string): Promise<void> {
  return new Promise((onHydrated) => {
    hydrateRoot(el, createElement(Hydrated, { onHydrated }, createElement(Component, props)), { identifierPrefix });
  });
}
