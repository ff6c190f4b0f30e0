import { describe, expect, it } from 'vitest';
import { ApiError } from '@/client/lib/api-error';
import { isModuleLoadError, isUnreachableError } from './unreachable';

describe('isUnreachableError', () => {
  it('recognises a request or a page chunk that got no answer', () => {
    expect(isUnreachableError(new ApiError(0, 'NETWORK_ERROR', 'Network error'))).toBe(true);
    const chunk = new TypeError('Failed to fetch dynamically imported module: http://x/assets/reports.js');
    expect(isUnreachableError(chunk)).toBe(true);
    expect(isModuleLoadError(chunk)).toBe(true);
    expect(isUnreachableError(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('leaves answers and programming errors to the generic screen', () => {
    expect(isUnreachableError(new ApiError(500, 'INTERNAL', 'Server error'))).toBe(false);
    expect(isUnreachableError(new TypeError('x is not a function'))).toBe(false);
    expect(isModuleLoadError(new TypeError('Failed to fetch'))).toBe(false);
  });
});
