import { expect, it } from 'vitest';
import { contentTypeOf } from './contentTypes';

it('knows the types of the files the build writes, whatever the case of the extension', () => {
  expect(contentTypeOf('a/index.css')).toBe('text/css; charset=utf-8');
  expect(contentTypeOf('a/logo.SVG')).toBe('image/svg+xml');
  expect(contentTypeOf('a/index.html')).toBe('text/html; charset=utf-8');
  expect(contentTypeOf('a/blob.bin')).toBe('application/octet-stream');
  expect(contentTypeOf('a.d/noextension')).toBe('application/octet-stream');
});
