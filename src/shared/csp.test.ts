import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY_DEV, CONTENT_SECURITY_POLICY_HEADER } from './csp';

/** A policy as directive name → sources. */
function parse(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('the Content Security Policy', () => {
  it('allows only the page’s own origin for scripts, styles and the API, and nothing by default', () => {
    const policy = parse(CONTENT_SECURITY_POLICY);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    for (const name of ['script-src', 'style-src', 'connect-src', 'font-src']) expect(policy.get(name), name).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe|file:|app:|https?:|\*/);
    expect(policy.has('frame-ancestors')).toBe(false);
  });

  it('adds frame-ancestors only in the header form', () => {
    expect(CONTENT_SECURITY_POLICY_HEADER).toBe(`${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`);
  });

  it('differs while developing only by inline styles and the ws: socket', () => {
    const strict = parse(CONTENT_SECURITY_POLICY);
    const dev = parse(CONTENT_SECURITY_POLICY_DEV);
    expect([...dev.keys()]).toEqual([...strict.keys()]);
    for (const [name, sources] of strict) {
      const added = dev.get(name)!.filter((source) => !sources.includes(source));
      expect(added, name).toEqual(name === 'style-src' ? ["'unsafe-inline'"] : name === 'connect-src' ? ['ws:'] : []);
    }
  });
});
