import { execFile } from 'node:child_process';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { useTestApp } from '../../test/helper';
import { DOCS_CSP } from './docs';

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Array<{ name: string; in: string; description?: string; example?: unknown; examples?: Record<string, { value: unknown }> }>;
  responses: Record<string, { description?: string; content?: Record<string, { schema?: object; example?: unknown; examples?: Record<string, { value: unknown }> }> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties: Record<string, { description?: string; examples?: unknown[] }> }> };
}

const app = useTestApp();

async function documentOf(): Promise<OpenApiDocument> {
  const response = await app().inject('/v3.1/openapi.json');
  expect(response.statusCode).toBe(200);
  return response.json<OpenApiDocument>();
}

/**
 * Every GET path the app routes, in OpenAPI's spelling (`/v3.1/name/{name}`), read from Fastify's own
 * route tree (`printRoutes`: one node a line, four characters of indentation a level).
 */
function routedPaths(server: FastifyInstance): string[] {
  const prefixes: string[] = [];
  const paths: string[] = [];
  for (const line of server.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = indent.length / 4;
    prefixes.length = depth;
    const path = (prefixes.join('') + segment).replace(/:(\w+)/g, '{$1}');
    prefixes.push(segment);
    if (methods.split(', ').includes('GET')) paths.push(path);
  }
  return paths;
}

/**
 * Validates `document` against the OpenAPI schema of its version (@seriousme/openapi-schema-validator,
 * an ES module run by Node itself). Asynchronous on purpose: a synchronous child process would block
 * this file's event loop for seconds, and the app's load shedding would answer the next tests 503.
 */
function validate(document: object): Promise<{ valid: boolean; errors?: unknown }> {
  const script = `import { Validator } from '@seriousme/openapi-schema-validator';
    let input = ''; for await (const chunk of process.stdin) input += chunk;
    console.log(JSON.stringify(await new Validator().validate(JSON.parse(input))));`;
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ['--input-type=module', '-e', script], { cwd: __dirname, encoding: 'utf8' }, (error, output) => {
      if (error) reject(new Error('the OpenAPI validator did not run', { cause: error }));
      else resolve(JSON.parse(output) as { valid: boolean; errors?: unknown });
    });
    child.stdin?.end(JSON.stringify(document));
  });
}

describe('GET /v3.1/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await documentOf();
    expect(document.openapi).toBe('3.1.0');
    expect(await validate(document)).toEqual({ valid: true });
    // The validator can say no: a document without its info is refused.
    expect((await validate({ ...document, info: undefined })).valid).toBe(false);
  });

  it('documents every route the app serves, and no other (the /docs page’s own files aside)', async () => {
    const routed = routedPaths(app()).filter((path) => !path.startsWith('/docs'));
    expect(routed).toEqual(expect.arrayContaining(['/v3.1/all', '/v3.1/alpha/{code}', '/v3.1/name/{name}', '/flags/{file}']));
    expect(Object.keys((await documentOf()).paths).sort()).toEqual([...new Set(routed)].sort());
  });

  it('gives every operation a summary, description and tag, every parameter a description and example, every response a description', async () => {
    const missing: string[] = [];
    for (const [path, methods] of Object.entries((await documentOf()).paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const at = `${method} ${path}`;
        if (!operation.summary || !operation.description || !operation.tags?.length) missing.push(`${at}: summary, description or tag`);
        for (const parameter of operation.parameters ?? []) {
          if (!parameter.description) missing.push(`${at} ${parameter.name}: description`);
          if (parameter.example === undefined && !parameter.examples) missing.push(`${at} ${parameter.name}: example`);
        }
        for (const [status, response] of Object.entries(operation.responses)) {
          if (!response.description) missing.push(`${at} ${status}: description`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('shows the error bodies each status is sent with, as examples', async () => {
    const errors: Array<[string, unknown]> = [];
    for (const methods of Object.values((await documentOf()).paths)) {
      for (const operation of Object.values(methods)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          if (Number(status) < 400) continue;
          const json = response.content?.['application/json'];
          const examples = json?.examples ? Object.values(json.examples).map((example) => example.value) : [json?.example].filter(Boolean);
          expect(examples.length).toBeGreaterThan(0);
          for (const body of examples) errors.push([status, body]);
        }
      }
    }
    for (const [status, body] of errors) expect(body).toEqual({ status: Number(status), message: expect.any(String) });
    expect(new Set(errors.map(([status]) => status))).toEqual(new Set(['400', '404', '429', '503']));
  });

  it('describes every field of a record, with an example', async () => {
    const { properties } = (await documentOf()).components.schemas.Country ?? { properties: {} };
    const record = (await app().inject('/v3.1/alpha?codes=np')).json<Array<Record<string, unknown>>>()[0] ?? {};
    expect(Object.keys(properties)).toEqual(Object.keys(record));
    for (const [field, schema] of Object.entries(properties)) {
      expect([field, typeof schema.description, schema.examples?.length]).toEqual([field, 'string', expect.any(Number)]);
    }
  });

  it('gives examples that work: each example of a path parameter finds records on its endpoint', async () => {
    const tried: string[] = [];
    for (const [path, methods] of Object.entries((await documentOf()).paths)) {
      for (const parameter of methods.get?.parameters ?? []) {
        if (parameter.in !== 'path' || path.startsWith('/flags/')) continue;
        const values = parameter.examples ? Object.values(parameter.examples).map((example) => example.value) : [parameter.example];
        for (const value of values) {
          const url = path.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
          tried.push(`${url} ${(await app().inject(url)).statusCode}`);
        }
      }
    }
    expect(tried.length).toBeGreaterThan(20);
    expect(tried.filter((result) => !result.endsWith(' 200'))).toEqual([]);
  });
});

describe('GET /docs', () => {
  it('is an HTML page under the site’s CSP whose scripts and styles all come from this API', async () => {
    const page = await app().inject('/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toBe(DOCS_CSP);
    expect(page.body).not.toMatch(/<script>|<script [^>]*>[^<\s]/);
    // What the page loads (scripts, styles, icons); its one link, to the OpenAPI document, is not loaded.
    const assets = [...page.body.matchAll(/<(?:script|link)[^>]* (?:src|href)="([^"]+)"/g)].map(([, url]) => url ?? '');
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      expect(asset).toMatch(/^\/docs\/static\//);
      const response = await app().inject(asset);
      expect([asset, response.statusCode]).toEqual([asset, 200]);
    }
  });

  it('reads the same document as /v3.1/openapi.json', async () => {
    const initializer = (await app().inject('/docs/static/swagger-initializer.js')).body;
    expect(initializer).toContain("resolveUrl('./json')");
    expect((await app().inject('/docs/json')).json()).toEqual(await documentOf());
  });

  it('sends its large script compressed', async () => {
    const plain = await app().inject('/docs/static/swagger-ui-bundle.js');
    const compressed = await app().inject({ url: '/docs/static/swagger-ui-bundle.js', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(compressed.rawPayload).equals(plain.rawPayload)).toBe(true);
  });
});
