import { ROW_HEIGHT, rowWindow } from './virtualWindow';

describe('rowWindow', () => {
  it('renders the rows in view plus the overscan at the top of a long list', () => {
    const w = rowWindow(100_000, 0, 550, 41, 10);
    expect(w).toEqual({ start: 0, end: 25, padTop: 0, padBottom: (100_000 - 25) * 41 });
  });

  it('follows the scroll position and keeps the total height constant', () => {
    const scrollTop = 50_000 * ROW_HEIGHT + 7;
    const w = rowWindow(100_000, scrollTop);
    expect(w.start).toBe(49_990);
    expect(w.end - w.start).toBeLessThan(40);
    expect(w.padTop + (w.end - w.start) * ROW_HEIGHT + w.padBottom).toBe(100_000 * ROW_HEIGHT);
  });

  it('stops at the end of the list', () => {
    const w = rowWindow(30, 10_000);
    expect(w.end).toBe(30);
    expect(w.padBottom).toBe(0);
    expect(rowWindow(0, 0)).toEqual({ start: 0, end: 0, padTop: 0, padBottom: 0 });
  });
});
