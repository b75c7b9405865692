import { describe, expect, it } from 'vitest';
import { takeToken } from './token';

function fakeBrowser(href: string) {
  const stored = new Map<string, string>();
  const replaced: string[] = [];
  return {
    location: { href } as Location,
    history: { state: null, replaceState: (_state: unknown, _title: string, url: string) => replaced.push(url) } as unknown as History,
    storage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    } as unknown as Storage,
    replaced,
  };
}

describe('takeToken', () => {
  it('takes the token from the address, keeps it, and removes it from the address bar', () => {
    const browser = fakeBrowser('http://127.0.0.1:4000/?token=abc123&view=examine#top');
    expect(takeToken(browser.location, browser.history, browser.storage)).toBe('abc123');
    expect(browser.replaced).toEqual(['/?view=examine#top']);
    expect(browser.storage.getItem('patti.token')).toBe('abc123');
  });

  it('falls back to the kept token after a reload without it', () => {
    const browser = fakeBrowser('http://127.0.0.1:4000/?token=abc123');
    takeToken(browser.location, browser.history, browser.storage);
    (browser.location as { href: string }).href = 'http://127.0.0.1:4000/';
    expect(takeToken(browser.location, browser.history, browser.storage)).toBe('abc123');
    expect(browser.replaced).toHaveLength(1);
  });

  it('has no token when none was ever given', () => {
    const browser = fakeBrowser('http://127.0.0.1:4000/');
    expect(takeToken(browser.location, browser.history, browser.storage)).toBeNull();
  });
});
