import type { Country } from '@worldatlas/contracts';
import { answeredCodes, useTestApp } from '../../../test/helper';

const app = useTestApp();
const codesOf = (url: string) => answeredCodes(app(), url);

describe('GET /v3.1/independent', () => {
  it('answers the independent countries by default and for status=true', async () => {
    const independent = await codesOf('/v3.1/independent?fields=cca3');
    expect(await codesOf('/v3.1/independent?status=true&fields=cca3')).toEqual(independent);
    expect(independent).toEqual(expect.arrayContaining(['NPL', 'FRA', 'BRA']));
    expect(independent).not.toContain('GRL');
  });

  it('answers the other territories for status=false, those without a status included', async () => {
    const dependent = await codesOf('/v3.1/independent?status=FALSE&fields=cca3');
    expect(dependent).toEqual(expect.arrayContaining(['GRL', 'PRI', 'ATA', 'UNK']));
    const independent = await codesOf('/v3.1/independent?fields=cca3');
    expect(dependent.filter((code) => independent.includes(code))).toEqual([]);
    expect(dependent.length + independent.length).toBe(250);
  });

  it('projects fields, and answers a clear 400 for another status', async () => {
    expect((await app().inject('/v3.1/independent?status=false&fields=independent')).json<Array<Partial<Country>>>()).toContainEqual({ independent: false });
    const response = await app().inject('/v3.1/independent?status=maybe');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, message: 'Bad Request: status must be true or false' });
  });
});
