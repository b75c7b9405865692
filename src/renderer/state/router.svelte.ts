/**
 * Navigation by the address's hash: every view change goes through the address, so the
 * browser's back and forward buttons (and the desktop window's history) walk through it, and a
 * deep link opens the same place after a reload. The web host's token sits in the query string
 * before the hash and is left alone (see api/token.ts).
 */
import { formatRoute, parseRoute, type Route } from './routes';

/** What the router needs from the browser: the current hash and a way to hear it change. */
export interface HashSource {
  readonly location: { hash: string };
  addEventListener(type: 'hashchange', listener: () => void): void;
  removeEventListener(type: 'hashchange', listener: () => void): void;
}

export class Router {
  route = $state.raw<Route>({ view: 'library' });
  /** Why the address could not be opened (a malformed deep link), or null. */
  error = $state<string | null>(null);

  readonly #window: HashSource;
  readonly #onRoute: (route: Route) => void;
  readonly #listener = (): void => this.#read();

  /** `onRoute` hears every route the address reaches, the first one at `start()`. */
  constructor(window: HashSource, onRoute: (route: Route) => void) {
    this.#window = window;
    this.#onRoute = onRoute;
  }

  start(): void {
    this.#window.addEventListener('hashchange', this.#listener);
    this.#read();
  }

  stop(): void {
    this.#window.removeEventListener('hashchange', this.#listener);
  }

  /** Goes to a route; the change arrives through the address like any other. */
  navigate(route: Route): void {
    const hash = formatRoute(route);
    if (this.#window.location.hash === hash) this.#read();
    else this.#window.location.hash = hash;
  }

  #read(): void {
    const parsed = parseRoute(this.#window.location.hash);
    if (!parsed.ok) {
      this.error = parsed.message;
      return;
    }
    this.error = null;
    this.route = parsed.route;
    this.#onRoute(parsed.route);
  }
}
