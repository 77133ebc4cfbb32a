import { EXPOSED } from '@worldatlas/contracts';
import { useRuntimeConfig } from '../runtime-config-context';
import { RemoteModule } from '../../remotes/RemoteModule';

/** `/country`: the searchable, filterable country list from the countries remote. */
export function CountryListRoute() {
  const { apiBaseUrl } = useRuntimeConfig();
  return (
    <>
      <title>Countries · WorldAtlas</title>
      <RemoteModule id={EXPOSED.countryList} name="country list" props={{ apiBaseUrl }} />
    </>
  );
}
