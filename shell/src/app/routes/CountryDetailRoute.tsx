import { EXPOSED } from '@worldatlas/contracts';
import { useParams } from 'react-router-dom';
import { useRuntimeConfig } from '../runtime-config-context';
import { RemoteModule } from '../../remotes/RemoteModule';

/** `/country/{id}`: one country's page from the countries remote; `id` is the common name. */
export function CountryDetailRoute() {
  const { apiBaseUrl } = useRuntimeConfig();
  const name = useParams().id ?? '';
  return (
    <>
      <title>{`${name} · WorldAtlas`}</title>
      <RemoteModule id={EXPOSED.countryDetail} name="country details" props={{ apiBaseUrl, name }} />
    </>
  );
}
