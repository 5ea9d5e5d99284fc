import { dialCodeOf } from '@earrival/shared/dialCodes';

describe('dialCodeOf', () => {
  it('finds a country whatever its case', () => {
    expect(dialCodeOf('Canada')).toBe('1');
    expect(dialCodeOf('united kingdom')).toBe('44');
  });

  it('ignores the text after an opening bracket', () => {
    expect(dialCodeOf('Bolivia (Plurinational State of)')).toBe('591');
    expect(dialCodeOf('Spain(Espana)')).toBe('34');
  });

  it('answers null for an unknown or missing country', () => {
    expect(dialCodeOf('Atlantis')).toBeNull();
    expect(dialCodeOf('')).toBeNull();
    expect(dialCodeOf(undefined)).toBeNull();
  });
});
