import { decodeId, encodeId } from './encodeId';

describe('encodeId / decodeId', () => {
  it('doubles then base64-encodes, and reverses it', () => {
    expect(encodeId(100001)).toBe(btoa('200002'));
    expect(decodeId(encodeId(100001))).toBe(100001);
  });

  it('rejects text that is not an encoded id', () => {
    expect(decodeId('not base64!')).toBeNull();
    expect(decodeId(btoa('abc'))).toBeNull();
    expect(decodeId(btoa('7'))).toBeNull();
  });
});
