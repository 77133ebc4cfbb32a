import { EXPOSED } from '@worldatlas/contracts';
import { useState } from 'react';
import { useParams } from '@worldatlas/routing';
import { useRuntimeConfig } from '../runtime-config-context';
import { RemoteModule } from '../../remotes/RemoteModule';

/**
 * `/country/{id}`: one country's page from the countries remote; `id` is the common name. The page
 * title is the name in the address until the remote reports the common name of the country shown.
 */
export function CountryDetailRoute() {
  const { apiBaseUrl } = useRuntimeConfig();
  const name = useParams().id ?? '';
  const [shown, setShown] = useState<{ name: string; commonName: string }>();
  const title = shown?.name === name ? shown.commonName : name;
  return (
    <>
      <title>{`${title} · WorldAtlas`}</title>
      <RemoteModule
        id={EXPOSED.countryDetail}
        name="country details"
        props={{ apiBaseUrl, name, onLoad: (commonName) => setShown({ name, commonName }) }}
      />
    </>
  );
}
