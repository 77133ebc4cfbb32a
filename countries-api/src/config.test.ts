import { readConfig } from './config';

describe('readConfig', () => {
  it('defaults to 127.0.0.1:4000 with a matching public URL', () => {
    expect(readConfig({})).toMatchObject({ host: '127.0.0.1', port: 4000, publicUrl: 'http://127.0.0.1:4000', logLevel: 'info' });
  });

  it('takes HOST, PORT and PUBLIC_URL from the environment', () => {
    expect(readConfig({ HOST: '0.0.0.0', PORT: '8080' }).publicUrl).toBe('http://127.0.0.1:8080');
    expect(readConfig({ PUBLIC_URL: 'https://api.example.org/' }).publicUrl).toBe('https://api.example.org');
  });

  it('rejects a bad port or public URL', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT must be an integer/);
    expect(() => readConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => readConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
  });
});
