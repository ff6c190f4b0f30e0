import { describe, expect, it } from 'vitest';
import { pageNumbers } from './page-numbers';

describe('pageNumbers', () => {
  it('shows every page of a short list', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last, the current page and its neighbours, with gaps between', () => {
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageNumbers(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageNumbers(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageNumbers(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageNumbers(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageNumbers(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('never shows more than seven slots, never a gap of one page, and always the current page', () => {
    for (let count = 1; count <= 40; count += 1) {
      for (let page = 1; page <= count; page += 1) {
        const slots = pageNumbers(page, count);
        expect(slots.length).toBeLessThanOrEqual(7);
        expect(slots).toContain(page);
        const numbers = slots.filter((slot): slot is number => slot !== 'gap');
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        slots.forEach((slot, index) => {
          if (slot !== 'gap') return;
          const [before, after] = [slots[index - 1] as number, slots[index + 1] as number];
          expect(after - before).toBeGreaterThan(2);
        });
      }
    }
  });

  it('treats a page beyond the end as the last', () => {
    expect(pageNumbers(99, 3)).toEqual([1, 2, 3]);
  });
});
