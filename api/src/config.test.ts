import { ConfigError, fastifyTrustProxy, loadConfig, trustProxyFrom } from './config';

const secret = 'a'.repeat(64);

describe('configuration', () => {
  it('never falls back to a fixed JWT secret: without JWT_SECRET each load has its own random key', () => {
    const first = loadConfig({ DATA_DIR: '/tmp/x' }).jwtSecret;
    const second = loadConfig({ DATA_DIR: '/tmp/x' }).jwtSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).not.toBe(first);
    expect(first).not.toBe('dev-only-secret-change-me');
  });

  it('refuses a JWT_SECRET shorter than 32 bytes with a one-line message naming it', () => {
    const short = 'x'.repeat(31);
    expect(() => loadConfig({ JWT_SECRET: short })).toThrow(ConfigError);
    expect(() => loadConfig({ JWT_SECRET: short })).toThrow(/^JWT_SECRET is too short \(31 bytes\)/);
    // Bytes, not characters: 16 two-byte characters are 32 bytes.
    expect(loadConfig({ JWT_SECRET: 'é'.repeat(16) }).jwtSecret).toBe('é'.repeat(16));
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
  });

  it('refuses an INTAKE_API_KEY or METRICS_TOKEN shorter than 32 bytes with a one-line message naming it', () => {
    for (const name of ['INTAKE_API_KEY', 'METRICS_TOKEN']) {
      const load = () => loadConfig({ [name]: 'k'.repeat(31) });
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(new RegExp(`^${name} is too short \\(31 bytes\\): use at least 32 random bytes`));
    }
    const config = loadConfig({ INTAKE_API_KEY: 'k'.repeat(32), METRICS_TOKEN: 'm'.repeat(40) });
    expect([config.intakeApiKey, config.metricsToken]).toEqual(['k'.repeat(32), 'm'.repeat(40)]);
    // Unset or empty: the feature is off, not an error.
    expect(loadConfig({ INTAKE_API_KEY: '' }).intakeApiKey).toBeUndefined();
  });

  it('keeps the security log 365 days unless SECURITY_LOG_DAYS says otherwise', () => {
    expect(loadConfig({}).securityLogDays).toBe(365);
    expect(loadConfig({ SECURITY_LOG_DAYS: '30' }).securityLogDays).toBe(30);
    expect(() => loadConfig({ SECURITY_LOG_DAYS: '-1' })).toThrow(/^SECURITY_LOG_DAYS must be/);
  });

  it('production seeds demo data only with SEED_DEMO=1; development keeps its default', () => {
    const prod = { NODE_ENV: 'production', JWT_SECRET: secret };
    expect(loadConfig(prod).seedDemo).toBe(false);
    expect(loadConfig({ ...prod, SEED_DEMO: 'true' }).seedDemo).toBe(false);
    expect(loadConfig({ ...prod, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ ...prod, SEED_DEMO: '1' }).production).toBe(true);
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('reads TRUST_PROXY: off by default, true, a hop count, or addresses and CIDR ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const off of ['', '0', 'false', 'FALSE']) expect(trustProxyFrom(off)).toBe(false);
    expect(trustProxyFrom('true')).toBe(true);
    expect(trustProxyFrom('2')).toBe(2);
    expect(trustProxyFrom('10.0.0.1, 10.1.0.0/16,::1,fd00::/8, loopback,192.168.0.0/255.255.0.0')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
      '192.168.0.0/255.255.0.0',
    ]);
    for (const bad of ['yes', '10.0.0.1,', '10.0.0.300', '10.0.0.0/33', '::1/129', 'proxy.example.com'])
      expect(() => trustProxyFrom(bad)).toThrow(/^TRUST_PROXY: ".*" is not an address/);
    const twoHops = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
  });
});
