import { deviceFromUserAgent, isLocalAddress, locationOf } from './device';
import { PROOF_TTL_SECONDS, signProof, verifyProof } from './proof';

describe('download device and location', () => {
  it('names the desktop and unknown agents plainly', () => {
    expect(deviceFromUserAgent(undefined)).toEqual({
      browser: 'Unknown',
      device: 'Desktop',
      deviceType: 'desktop',
      os: 'Unknown',
    });
    expect(
      deviceFromUserAgent('Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toEqual({ browser: 'Firefox 133', device: 'Desktop', deviceType: 'desktop', os: 'Ubuntu' });
  });

  it.each([
    ['127.0.0.1', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.16.0.9', true],
    ['172.32.0.9', false],
    ['192.168.0.1', true],
    ['100.64.1.1', true],
    ['fd12::1', true],
    ['fe80::1', true],
    ['8.8.8.8', false],
    ['2001:4860:4860::8888', false],
  ])('%s is local: %s', (ip, local) => {
    expect(isLocalAddress(ip)).toBe(local);
  });

  it('finds the country offline', async () => {
    expect(await locationOf('8.8.8.8')).toBe('United States');
    expect(await locationOf('::ffff:81.2.69.160')).toBe('United Kingdom');
    expect(await locationOf('10.0.0.7')).toBe('Local network');
    expect(await locationOf('not an address')).toBe('Unknown');
  });
});

describe('visitor proof', () => {
  const secret = 'test-secret';
  it('proves one order until it expires', () => {
    const now = Date.UTC(2026, 10, 21, 20, 0, 0);
    const token = signProof(secret, 100123, now);
    expect(verifyProof(secret, token, now)).toBe(100123);
    expect(verifyProof(secret, token, now + (PROOF_TTL_SECONDS - 1) * 1000)).toBe(100123);
    expect(verifyProof(secret, token, now + PROOF_TTL_SECONDS * 1000)).toBeNull();
  });

  it('refuses a changed order id, a changed expiry, another key and junk', () => {
    const now = Date.now();
    const token = signProof(secret, 100123, now);
    const [, expires, mac] = token.split('.');
    expect(verifyProof(secret, `100124.${expires}.${mac}`, now)).toBeNull();
    expect(verifyProof(secret, `100123.${Number(expires) + 3600}.${mac}`, now)).toBeNull();
    expect(verifyProof('other-secret', token, now)).toBeNull();
    for (const junk of [undefined, '', 'abc', `${token}x`, token.replace(/.$/, '')]) {
      expect(verifyProof(secret, junk, now)).toBeNull();
    }
  });
});
