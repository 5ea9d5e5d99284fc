import { copyValue, lineFormatter } from './copy';

describe('COPY text', () => {
  it('escapes what would end a value, a row or an escape, and writes null as \\N', () => {
    expect(copyValue('a\tb\nc\rd\\e')).toBe('a\\tb\\nc\\rd\\\\e');
    expect(copyValue(null)).toBe('\\N');
    expect(copyValue(undefined)).toBe('\\N');
    expect(copyValue(12.5)).toBe('12.5');
    expect(copyValue(new Date('2026-11-25T10:00:00Z'))).toBe('2026-11-25T10:00:00.000Z');
  });

  it('formats a row as its leading id and the named columns, in their order, escaped', () => {
    type Row = { name: string; note: string | null; n: number };
    const format = lineFormatter<Row>(['note', 'name', 'n']);
    expect(format(7, { name: 'Zoë\tTab', note: null, n: 3 })).toBe('7\t\\N\tZoë\\tTab\t3');
  });

  it('reads a column name as a name, never as code', () => {
    const format = lineFormatter<Record<string, string>>(['"]); throw new Error("x"); //']);
    expect(format(1, { '"]); throw new Error("x"); //': 'safe' })).toBe('1\tsafe');
  });
});
