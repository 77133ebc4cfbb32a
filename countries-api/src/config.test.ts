import { readConfig } from './config';

describe('readConfig', () => {
  it('defaults to 127.0.0.1:4000 with a matching public URL', () => {
    expect(readConfig({})).toMatchObject({ host: '127.0.0.1', port: 4000, publicUrl: 'http://127.0.0.1:4000', logLevel: 'info' });
  });

  it('takes HOST, PORT and PUBLIC_URL from the environment', () => {
    expect(readConfig({ HOST: '0.0.0.0', PORT: '8080' }).publicUrl).toBe('http://127.0.0.1:8080');
    expect(readConfig({ PUBLIC_URL: 'https://api.example.org/' }).publicUrl).toBe('https://api.example.org');
  });

  it('treats an empty or blank PORT as unset', () => {
    expect(readConfig({ PORT: '' }).port).toBe(4000);
    expect(readConfig({ PORT: '  ' }).port).toBe(4000);
    expect(readConfig({ PORT: ' 8080 ' }).port).toBe(8080);
    expect(readConfig({ PORT: '' }).publicUrl).toBe('http://127.0.0.1:4000');
  });

  it.each(['eighty', '80a', '8e3', '0x50', '-1', '0', '4000.5', '70000', '65536', '1 2'])('rejects PORT=%j', (port) => {
    expect(() => readConfig({ PORT: port })).toThrow(`PORT must be a whole number from 1 to 65535, got "${port}"`);
  });

  it('accepts the ends of the port range', () => {
    expect(readConfig({ PORT: '1' }).port).toBe(1);
    expect(readConfig({ PORT: '65535' }).port).toBe(65535);
  });

  it('rejects a public URL that is not http(s)', () => {
    expect(() => readConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
  });
});
