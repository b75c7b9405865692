/**
 * The renderer's Content Security Policy, one text for every place that states it: the meta tag
 * the build writes into index.html (electron.vite.config.ts), the response headers of the
 * desktop app's app:// scheme (src/main/appProtocol.ts) and those of the web host. Only the
 * app's own scripts, styles and API; no inline script, no eval, no remote content. 'self' is the
 * page's origin: app://patti in the desktop app (a standard scheme, so it has one), the host's
 * http://127.0.0.1:port on the web.
 */
const DIRECTIVES: readonly (readonly [string, ...string[]])[] = [
  ['default-src', "'none'"],
  ['script-src', "'self'"],
  ['style-src', "'self'"],
  ['img-src', "'self'", 'data:'],
  ['font-src', "'self'"],
  ['connect-src', "'self'"],
  ['base-uri', "'none'"],
  ['form-action', "'none'"],
];

/** Sources the dev server needs beyond the policy: its injected styles and its hot-reload socket. */
const DEV_ADDITIONS: Readonly<Record<string, readonly string[]>> = {
  'style-src': ["'unsafe-inline'"],
  'connect-src': ['ws:'],
};

const render = (directives: readonly (readonly string[])[]): string => directives.map((parts) => parts.join(' ')).join('; ');

/** For the index.html meta tag (frame-ancestors is not allowed there). */
export const CONTENT_SECURITY_POLICY = render(DIRECTIVES);

/** For HTTP response headers. */
export const CONTENT_SECURITY_POLICY_HEADER = render([...DIRECTIVES, ['frame-ancestors', "'none'"]]);

/**
 * The meta tag's policy while `electron-vite dev` serves the renderer: the same, plus inline
 * styles and ws: for the dev server. Never in a build.
 */
export const CONTENT_SECURITY_POLICY_DEV = render(
  DIRECTIVES.map(([name, ...sources]) => [name, ...sources, ...(DEV_ADDITIONS[name] ?? [])]),
);
