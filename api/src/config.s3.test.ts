import { ConfigError, loadConfig } from './config';

const S3 = {
  S3_ENDPOINT: 'http://minio:9000',
  S3_BUCKET: 'documents',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('the file store configuration (S3_*)', () => {
  it('keeps files in DATA_DIR when no S3 variable is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('reads all of them; path-style only when S3_FORCE_PATH_STYLE says so', () => {
    expect(loadConfig(S3).s3).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'documents',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: false,
      createBucket: false,
    });
    expect(loadConfig({ ...S3, S3_FORCE_PATH_STYLE: 'true' }).s3?.forcePathStyle).toBe(true);
    expect(loadConfig({ ...S3, S3_CREATE_BUCKET: 'true' }).s3?.createBucket).toBe(true);
    expect(loadConfig({ ...S3, S3_FORCE_PATH_STYLE: '0' }).s3?.forcePathStyle).toBe(false);
  });

  it('stops the start with one line naming what is missing from a partial configuration', () => {
    const { S3_BUCKET: _bucket, ...noBucket } = S3;
    expect(() => loadConfig(noBucket)).toThrow(ConfigError);
    expect(() => loadConfig(noBucket)).toThrow(
      'S3 storage is only partly configured: S3_BUCKET is missing (set all of S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, or none to keep files in DATA_DIR)',
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      /^S3 storage is only partly configured: S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are missing/,
    );
    expect(() => loadConfig({ S3_FORCE_PATH_STYLE: 'true' })).toThrow(/S3_ENDPOINT, S3_BUCKET/);
    expect(() => loadConfig({ S3_CREATE_BUCKET: 'true' })).toThrow(/S3_ENDPOINT, S3_BUCKET/);
  });

  it('refuses an endpoint that is not an http(s) URL, and a path-style flag that is not a boolean', () => {
    expect(() => loadConfig({ ...S3, S3_ENDPOINT: 'minio:9000' })).toThrow(
      'S3_ENDPOINT must be an http:// or https:// URL, got "minio:9000"',
    );
    expect(() => loadConfig({ ...S3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      'S3_FORCE_PATH_STYLE must be true or false, got "yes"',
    );
    expect(() => loadConfig({ ...S3, S3_CREATE_BUCKET: 'maybe' })).toThrow(
      'S3_CREATE_BUCKET must be true or false, got "maybe"',
    );
  });
});
