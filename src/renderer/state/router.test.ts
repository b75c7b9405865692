import { describe, expect, it } from 'vitest';
import { Router, type HashSource } from './router.svelte';
import type { Route } from './routes';

/** A browser address that, like a real one, announces a changed hash with a hashchange event. */
function fakeWindow(hash: string) {
  const listeners = new Set<() => void>();
  const location = {
    current: hash,
    get hash() {
      return this.current;
    },
    set hash(value: string) {
      this.current = value.startsWith('#') ? value : `#${value}`;
      for (const listener of listeners) listener();
    },
  };
  const window: HashSource = {
    location,
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
  };
  return { window, location, listeners };
}

describe('Router', () => {
  it('opens the route in the address at start and follows later changes', () => {
    const browser = fakeWindow('#/replay?id=5');
    const heard: Route[] = [];
    const router = new Router(browser.window, (route) => heard.push(route));
    router.start();
    expect(heard).toEqual([{ view: 'replay', ref: { id: 5 }, set: 'se' }]);
    browser.location.hash = '#/editor';
    expect(router.route).toEqual({ view: 'editor', puzzle: null });
    expect(heard).toHaveLength(2);
  });

  it('navigates by writing the address, and re-opens a route that is already there', () => {
    const browser = fakeWindow('');
    const heard: Route[] = [];
    const router = new Router(browser.window, (route) => heard.push(route));
    router.start();
    router.navigate({ view: 'nishio', ref: { id: 2 }, seed: 7, strategies: 4 });
    expect(browser.location.hash).toBe('#/nishio?id=2&seed=7&strategies=4');
    router.navigate({ view: 'nishio', ref: { id: 2 }, seed: 7, strategies: 4 });
    expect(heard.map((route) => route.view)).toEqual(['library', 'nishio', 'nishio']);
  });

  it('keeps the last good route and says what is wrong with a malformed link', () => {
    const browser = fakeWindow('#/library');
    const router = new Router(browser.window, () => {});
    router.start();
    browser.location.hash = '#/replay?puzzle=12';
    expect(router.error).toContain('81');
    expect(router.route).toEqual({ view: 'library' });
    browser.location.hash = '#/library';
    expect(router.error).toBeNull();
    router.stop();
    expect(browser.listeners.size).toBe(0);
  });
});
