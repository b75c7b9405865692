/**
 * The renderer's Content Security Policy, one text for every place that states it: the meta tag
 * the build writes into index.html, the Electron session's response headers and the web host's.
 * Only the app's own scripts, styles and API; no inline script, no eval, no remote content.
 */
const DIRECTIVES = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
];

/** For the index.html meta tag (frame-ancestors is not allowed there). */
export const CONTENT_SECURITY_POLICY = DIRECTIVES.join('; ');

/** For HTTP response headers. */
export const CONTENT_SECURITY_POLICY_HEADER = [...DIRECTIVES, "frame-ancestors 'none'"].join('; ');
