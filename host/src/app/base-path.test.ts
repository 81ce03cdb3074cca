import { getBasePath, stripBasePath } from './base-path';

describe('base path', () => {
  it('is the first URL segment', () => {
    expect(getBasePath('/console/hubs/HUB-BLR-01/dispatch')).toBe('/console');
    expect(getBasePath('/staging/venus')).toBe('/staging');
    expect(getBasePath('/console/')).toBe('/console');
    expect(getBasePath('/console')).toBe('/console');
  });

  it('is empty at the origin root', () => {
    expect(getBasePath('/')).toBe('');
    expect(getBasePath('')).toBe('');
  });

  it('leaves the app path once removed', () => {
    expect(stripBasePath('/console/hubs', '/console')).toBe('/hubs');
    expect(stripBasePath('/console', '/console')).toBe('/');
    expect(stripBasePath('/hubs', '')).toBe('/hubs');
  });
});
