import { ELLIPSIS as E, pageItems } from './pageItems';

describe('pageItems: one sibling, ellipsis beyond 5 + siblings pages', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [3, 6, [1, 2, 3, 4, 5, 6]],
  ])('shows every page while there are few (page %i of %i)', (current, total, expected) => {
    expect(pageItems(current, total)).toEqual(expected);
  });

  it.each([
    [1, 7, [1, 2, 3, 4, 5, E, 7]],
    [3, 7, [1, 2, 3, 4, 5, E, 7]],
    [4, 7, [1, E, 3, 4, 5, 6, 7]],
    [5, 7, [1, E, 3, 4, 5, 6, 7]],
    [1, 20, [1, 2, 3, 4, 5, E, 20]],
    [10, 20, [1, E, 9, 10, 11, E, 20]],
    [17, 20, [1, E, 16, 17, 18, 19, 20]],
    [20, 20, [1, E, 16, 17, 18, 19, 20]],
  ])('collapses around page %i of %i', (current, total, expected) => {
    expect(pageItems(current, total)).toEqual(expected);
  });

  it('honours a wider sibling count and clamps the current page', () => {
    expect(pageItems(10, 20, 2)).toEqual([1, E, 8, 9, 10, 11, 12, E, 20]);
    expect(pageItems(99, 8)).toEqual([1, E, 4, 5, 6, 7, 8]);
  });
});
