import { describe, expect, it } from 'vitest';
import { hashRouteTarget } from './hash-route';

describe('hashRouteTarget', () => {
  it('keeps the path, the query and the inner hash', () => {
    expect(hashRouteTarget('#/path?x#y')).toBe('/path?x#y');
    expect(hashRouteTarget('#/clients')).toBe('/clients');
  });
  it('leaves ordinary in-page anchors alone', () => {
    expect(hashRouteTarget('#section')).toBeNull();
    expect(hashRouteTarget('')).toBeNull();
  });
});
