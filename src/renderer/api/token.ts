/**
 * The web host's per-run token: it arrives once in the address (`?token=…`), is kept for the
 * tab's lifetime in sessionStorage, and is taken out of the address bar so it is not left in
 * history, bookmarks or screenshots.
 */
import { TOKEN_QUERY } from '../../shared/api';

const STORAGE_KEY = 'patti.token';

export function takeToken(location: Location, history: History, storage: Storage): string | null {
  const url = new URL(location.href);
  const fromUrl = url.searchParams.get(TOKEN_QUERY);
  if (fromUrl) {
    storage.setItem(STORAGE_KEY, fromUrl);
    url.searchParams.delete(TOKEN_QUERY);
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
    return fromUrl;
  }
  return storage.getItem(STORAGE_KEY);
}
