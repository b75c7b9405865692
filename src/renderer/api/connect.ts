/**
 * Finds the app API for this page: `window.api` when the preload script provided it (Electron),
 * otherwise the web host's HTTP API with the token from the address.
 */
import type { AppApi } from '../../shared/api';
import { createHttpApi } from './httpApi';
import { takeToken } from './token';

export function connectApi(): AppApi {
  if (window.api) return window.api;
  const token = takeToken(window.location, window.history, window.sessionStorage);
  return createHttpApi({ origin: new URL('/', window.location.href).href, token });
}
