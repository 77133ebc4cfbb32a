import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, screen, waitFor } from '@testing-library/react';
import type { CountryDetailProps } from '@worldatlas/contracts';
import { useEffect } from 'react';
import { routes } from '../routes';
import { renderRoutes } from '../../test/render';
import { forgetLoadedRemotes } from '../../remotes/remoteComponents';

// The countries remote runs in the browser suite; here a module standing in for it reports the
// common name of the country it shows, as the real one does once the record has loaded.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

function CountryStandIn({ name, onLoad }: CountryDetailProps) {
  const commonName = name === "Côte d'Ivoire" ? 'Ivory Coast' : name;
  useEffect(() => onLoad?.(commonName), [commonName]);
  return <h1>{commonName}</h1>;
}

beforeEach(() => {
  forgetLoadedRemotes();
  jest.mocked(loadRemote).mockResolvedValue({ default: CountryStandIn });
});

describe('the country page title', () => {
  it('is the name in the address, then the common name of the country shown', async () => {
    const { router } = renderRoutes(routes, `/country/${encodeURIComponent("Côte d'Ivoire")}`);
    expect(document.title).toBe("Côte d'Ivoire · WorldAtlas");
    await screen.findByRole('heading', { level: 1, name: 'Ivory Coast' });
    await waitFor(() => expect(document.title).toBe('Ivory Coast · WorldAtlas'));

    await act(() => router.navigate('/country/Nepal'));
    await waitFor(() => expect(document.title).toBe('Nepal · WorldAtlas'));
  });
});
