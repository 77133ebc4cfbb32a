import { join } from 'node:path';
import { ConfigError } from '@worldatlas/service-kit';
import { readConfig } from './config';

describe('readConfig', () => {
  it('defaults to 127.0.0.1:4100, SQLite in contact-api/data, 5 messages in 10 minutes, 180 days, no mail relay', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4100,
      logLevel: 'info',
      database: { kind: 'sqlite', file: join(__dirname, '..', 'data', 'contact.sqlite') },
      tokenTiming: { minAgeMs: 3000, maxAgeMs: 86_400_000 },
      submissionLimit: { max: 5, windowMs: 600_000 },
      trustProxy: false,
      retentionDays: 180,
      delivery: null,
      shutdownTimeoutMs: 8000,
    });
  });

  it('makes a random token secret outside production, and says so', () => {
    const [first, second] = [readConfig({}), readConfig({})];
    expect(first.tokenSecretGenerated).toBe(true);
    expect(first.tokenSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.tokenSecret).not.toBe(first.tokenSecret);
    expect(readConfig({ CONTACT_TOKEN_SECRET: 's'.repeat(32) })).toMatchObject({ tokenSecret: 's'.repeat(32), tokenSecretGenerated: false });
  });

  it('refuses to start in production without a secret, and a secret under 32 characters anywhere, without printing it', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow('CONTACT_TOKEN_SECRET must be set in production');
    expect(() => readConfig({ CONTACT_TOKEN_SECRET: 'short-secret' })).toThrow('CONTACT_TOKEN_SECRET must be at least 32 characters long');
    expect(() => readConfig({ CONTACT_TOKEN_SECRET: 'short-secret' })).not.toThrow(/short-secret/);
  });

  it('uses PostgreSQL with DATABASE_URL, and refuses another scheme without echoing the URL (it holds a password)', () => {
    expect(readConfig({ DATABASE_URL: 'postgres://contact:pw@db:5432/contact' }).database).toEqual({ kind: 'postgresql', url: 'postgres://contact:pw@db:5432/contact' });
    expect(readConfig({ DATABASE_URL: 'postgresql://db/contact' }).database.kind).toBe('postgresql');
    expect(() => readConfig({ DATABASE_URL: 'mysql://u:hunter2@db/contact' })).toThrow('DATABASE_URL must be a postgres:// or postgresql:// URL');
    expect(() => readConfig({ DATABASE_URL: 'mysql://u:hunter2@db/contact' })).not.toThrow(/hunter2/);
    expect(readConfig({ DATA_DIR: '/var/lib/contact' }).database).toEqual({ kind: 'sqlite', file: '/var/lib/contact/contact.sqlite' });
  });

  it('e-mails through SMTP_URL only with both addresses, retrying from 30 s up to an hour by default', () => {
    const smtp = { SMTP_URL: 'smtp://relay.example:587', CONTACT_MAIL_TO: 'team@example.org', CONTACT_MAIL_FROM: 'WorldAtlas <contact@example.org>' };
    expect(readConfig(smtp).delivery).toEqual({ smtpUrl: 'smtp://relay.example:587', to: 'team@example.org', from: 'WorldAtlas <contact@example.org>', retryMinMs: 30_000, retryMaxMs: 3_600_000 });
    expect(() => readConfig({ ...smtp, CONTACT_MAIL_TO: '' })).toThrow(/CONTACT_MAIL_TO/);
    expect(() => readConfig({ ...smtp, CONTACT_MAIL_FROM: '' })).toThrow(/CONTACT_MAIL_FROM/);
    expect(() => readConfig({ ...smtp, SMTP_URL: 'http://relay' })).toThrow('SMTP_URL must be an smtp:// or smtps:// URL');
    expect(readConfig({ ...smtp, DELIVERY_RETRY_MIN_MS: '100', DELIVERY_RETRY_MAX_MS: '1000' }).delivery).toMatchObject({ retryMinMs: 100, retryMaxMs: 1000 });
  });

  it('takes every limit from the environment', () => {
    const config = readConfig({
      PORT: '8080',
      CONTACT_TOKEN_MIN_AGE_MS: '0',
      CONTACT_TOKEN_MAX_AGE_MS: '3600000',
      CONTACT_RATE_LIMIT_MAX: '10',
      CONTACT_RATE_LIMIT_WINDOW_MS: '60000',
      CONTACT_RETENTION_DAYS: '30',
      TRUST_PROXY: '10.0.0.0/8, loopback',
      SHUTDOWN_TIMEOUT_MS: '5000',
    });
    expect(config).toMatchObject({
      port: 8080,
      tokenTiming: { minAgeMs: 0, maxAgeMs: 3_600_000 },
      submissionLimit: { max: 10, windowMs: 60_000 },
      retentionDays: 30,
      trustProxy: ['10.0.0.0/8', 'loopback'],
      shutdownTimeoutMs: 5000,
    });
  });

  it.each([
    ['PORT', '0', 'PORT must be a whole number from 1 to 65535, got "0"'],
    ['CONTACT_RETENTION_DAYS', '0', 'CONTACT_RETENTION_DAYS must be a whole number from 1 to 36500, got "0"'],
    ['CONTACT_RATE_LIMIT_MAX', 'five', 'CONTACT_RATE_LIMIT_MAX must be a whole number of at least 1, got "five"'],
    ['CONTACT_TOKEN_MAX_AGE_MS', '2000', 'CONTACT_TOKEN_MAX_AGE_MS must be a whole number of at least 3001, got "2000"'],
    ['TRUST_PROXY', '10.0.0.0/40', 'TRUST_PROXY must be a comma-separated list of addresses, CIDR ranges, loopback, linklocal, uniquelocal; got "10.0.0.0/40"'],
    ['LOG_LEVEL', 'verbose', 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"'],
  ])('rejects %s=%j', (name, value, message) => {
    expect(() => readConfig({ [name]: value })).toThrow(message);
    expect(() => readConfig({ [name]: value })).toThrow(ConfigError);
  });
});
