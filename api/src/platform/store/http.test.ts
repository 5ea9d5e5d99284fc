import { parseRange } from './http';

describe('the Range header a download honours', () => {
  it('reads one byte range: start-end, start-, and the last n bytes', () => {
    expect(parseRange('bytes=0-99')).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=0-0')).toEqual({ start: 0, end: 0 });
    expect(parseRange('bytes=500-')).toEqual({ start: 500 });
    expect(parseRange('bytes=-200')).toEqual({ suffix: 200 });
  });

  it('ignores what it does not serve, so the whole file is sent: other units, several ranges, nonsense', () => {
    for (const header of [
      undefined,
      '',
      'bytes=',
      'bytes=-',
      'items=0-5',
      'bytes=0-5,10-15',
      'bytes=9-3',
      'bytes=a-b',
    ])
      expect(parseRange(header)).toBeUndefined();
  });
});
