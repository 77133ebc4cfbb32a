import { render, screen } from '@testing-library/react';
import useSWR, { preload, SWRConfig } from 'swr';
import { forgetDataRequests, handDataRequestsTo, startDataRequest } from './data-requests';

afterEach(forgetDataRequests);

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

/** A view reading `key` as the remotes' hooks do, with a fetcher that records each call. */
function View({ swrKey, calls }: { swrKey: string; calls: string[] }) {
  const { data, error } = useSWR<string>(swrKey, (key: string) => {
    calls.push(key);
    return Promise.resolve('asked again');
  });
  if (error) return <p>failed: {String(error)}</p>;
  return <p>{data ?? 'loading'}</p>;
}

const renderView = (swrKey: string, calls: string[]) =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <View swrKey={swrKey} calls={calls} />
    </SWRConfig>,
  );

describe('data requests started before the view exists', () => {
  it('a request started before SWR loaded is read by the view under its key, without a second call', async () => {
    const answer = deferred<string>();
    let started = 0;
    startDataRequest({ key: 'http://api.test/v3.1/all', fetch: () => (started++, answer.promise) });
    handDataRequestsTo(preload);
    const calls: string[] = [];
    renderView('http://api.test/v3.1/all', calls);
    answer.resolve('250 countries');
    expect(await screen.findByText('250 countries')).toBeInTheDocument();
    expect(started).toBe(1);
    expect(calls).toEqual([]);
  });

  it('a request started after the handover is handed over too, once per key', async () => {
    handDataRequestsTo(preload);
    let started = 0;
    const request = { key: 'http://api.test/v3.1/name/Nepal', fetch: () => (started++, Promise.resolve('Nepal')) };
    startDataRequest(request);
    startDataRequest(request);
    const calls: string[] = [];
    renderView(request.key, calls);
    expect(await screen.findByText('Nepal')).toBeInTheDocument();
    expect(started).toBe(1);
    expect(calls).toEqual([]);
  });

  it('a failed request reaches the view as its error, and is not reported before', async () => {
    const failure = new Error('503 Service Unavailable');
    startDataRequest({ key: 'http://api.test/v3.1/name/Peru', fetch: () => Promise.reject(failure) });
    handDataRequestsTo(preload);
    renderView('http://api.test/v3.1/name/Peru', []);
    expect(await screen.findByText('failed: Error: 503 Service Unavailable')).toBeInTheDocument();
  });

  it('a view under another key asks itself', async () => {
    startDataRequest({ key: 'http://api.test/v3.1/name/Nepal', fetch: () => Promise.resolve('Nepal') });
    handDataRequestsTo(preload);
    const calls: string[] = [];
    renderView('http://api.test/v3.1/name/Peru', calls);
    expect(await screen.findByText('asked again')).toBeInTheDocument();
    expect(calls).toEqual(['http://api.test/v3.1/name/Peru']);
  });
});
