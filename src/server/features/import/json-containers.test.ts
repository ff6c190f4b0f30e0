import { describe, expect, it } from 'vitest';
import { countJsonContainers } from './json-containers';

describe('countJsonContainers', () => {
  it('counts the arrays and objects a JSON text opens, never brackets inside its strings', () => {
    expect(countJsonContainers('{"clients":[{"name":"[Ann] {x}"},{"notes":"a \\" [ quote"}],"n":1}', 100)).toBe(4);
  });

  it('stops counting once past the cap', () => {
    expect(countJsonContainers(`[${'[],'.repeat(1000)}[]]`, 10)).toBe(11);
  });
});
