import { type CountryDetailProps, routeError } from '@worldatlas/contracts';
import { Box, Button, ErrorNotice, Heading, Image, Loader, SimpleGrid, Stack, Text, useLocale } from '@worldatlas/design-system';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from '@worldatlas/routing';
import { isApiRequestError } from '@worldatlas/countries-client';
import { useModule } from '@worldatlas/module-loading';
import { useBorderCountries } from '../../api/useBorderCountries';
import { useCountry } from '../../api/useCountry';
import { withWorldShapes } from '../map/withWorldShapes';
import type { LocatorMapProps } from '../map/LocatorMap';
import { BorderCountries } from './BorderCountries';
import { describeCountry } from './describeCountry';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box as="div" display="contents">
      <Text as="dt" fontWeight="semibold">{label}</Text>
      <Box as="dd" m="0">{children}</Box>
    </Box>
  );
}

/** A fact the record may lack: left out then, never shown as "undefined". */
function OptionalRow({ label, value }: { label: string; value: string | undefined }) {
  return value === undefined ? null : <Row label={label}>{value}</Row>;
}

// The map's code and shapes load only on the pages that draw a map, together.
const loadLocatorMap = () => withWorldShapes(import('../map/LocatorMap'));

/** The locator map once its code has loaded, `placeholder` until then. */
function LocatorMapView({ placeholder, ...props }: LocatorMapProps & { placeholder: ReactNode }) {
  const LocatorMap = useModule(loadLocatorMap, { afterHydration: true });
  return LocatorMap ? <LocatorMap {...props} /> : placeholder;
}

/** True once `ref`'s element comes within a screen of the viewport (never where IntersectionObserver is missing). */
function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: '100% 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

/**
 * The locator map, with the border countries once their names (and codes) are known. Its code and
 * shapes load when the map comes near the screen, so they never delay the country's facts.
 */
function CountryLocator({ apiBaseUrl, country }: { apiBaseUrl: string; country: NonNullable<ReturnType<typeof useCountry>['data']> }) {
  const { data: borders } = useBorderCountries(apiBaseUrl, country.borders ?? []);
  const area = useRef<HTMLDivElement>(null);
  const near = useNearViewport(area);
  const placeholder = <Box aspectRatio="960 / 470" bg="bg.subtle" borderRadius="l2" />;
  return (
    <div ref={area}>
      {near ? (
        <LocatorMapView placeholder={placeholder} country={country} borders={borders ?? []} />
      ) : (
        placeholder
      )}
    </div>
  );
}

/** Go Back to the list, with the filters the visitor came from when known. */
function GoBack() {
  const state = useLocation().state as { listSearch?: string } | null;
  return (
    <Button asChild variant="outline" alignSelf="flex-start">
      <Link to={`/country${state?.listSearch ?? ''}`}>Go Back</Link>
    </Button>
  );
}

/**
 * One country's page (`/country/{id}`): flag, official name, native names, population, region,
 * sub region, capital, top-level domain, currencies, languages and border countries ('N/A' for what
 * the record lacks), area and population density; demonym, calling code, time zones, the capital's
 * coordinates, landlocked, independent and UN member where the record has them; a locator map with
 * the border countries as links, and Go Back. Data: `GET /v3.1/name/{name}?fullText=true` via SWR.
 * An unknown country throws a 404 route error ("Country not found") for the host's error page;
 * other failures show a message with Retry.
 */
export function CountryDetail({ apiBaseUrl, name }: CountryDetailProps) {
  const { data: country, error, isValidating, mutate } = useCountry(apiBaseUrl, name);
  const locale = useLocale();

  if (isApiRequestError(error) && error.status === 404) throw routeError(404, 'Not Found', 'Country not found');
  // After Retry, SWR keeps the old error until the new answer: show the loader meanwhile.
  if (error && !isValidating) {
    return (
      <Stack gap="6">
        <GoBack />
        <ErrorNotice
          title={`${name} could not be loaded`}
          description="The countries service did not answer. Check your connection and try again."
          onRetry={() => void mutate()}
        />
      </Stack>
    );
  }
  if (!country) return <Loader shape="country" />;

  const text = describeCountry(country, locale);
  return (
    <Stack gap="8">
      <GoBack />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="10" alignItems="start">
        <Box aspectRatio={3 / 2} overflow="hidden" bg="bg.muted" p="4">
          {country.flags?.svg ? <Image src={country.flags.svg} alt={country.flags.alt ?? `The flag of ${country.name.common}.`} w="full" h="full" objectFit="contain" htmlWidth="600" htmlHeight="400" fetchPriority="high" /> : null}
        </Box>
        <Stack gap="4">
          <Heading as="h1" size="3xl">{country.name.common}</Heading>
          <SimpleGrid as="dl" columns={2} gapX="4" gapY="2" templateColumns="max-content 1fr">
            <Row label="Official name">{text.officialName}</Row>
            <Row label="Native names">{text.nativeNames}</Row>
            <Row label="Population">{text.population}</Row>
            <Row label="Region">{text.region}</Row>
            <Row label="Sub region">{text.subregion}</Row>
            <Row label="Capital">{text.capital}</Row>
            <Row label="Top level domain">{text.topLevelDomain}</Row>
            <Row label="Currencies">{text.currencies}</Row>
            <Row label="Languages">{text.languages}</Row>
            <Row label="Area">{text.area}</Row>
            <Row label="Population density">{text.density}</Row>
            <OptionalRow label="Demonym" value={text.demonym} />
            <OptionalRow label="Calling code" value={text.callingCode} />
            <OptionalRow label="Time zones" value={text.timeZones} />
            <OptionalRow label="Capital coordinates" value={text.capitalCoordinates} />
            <OptionalRow label="Landlocked" value={text.landlocked} />
            <OptionalRow label="Independent" value={text.independent} />
            <OptionalRow label="UN member" value={text.unMember} />
          </SimpleGrid>
          <Stack gap="2">
            <Heading as="h2" size="md">Border countries</Heading>
            <BorderCountries apiBaseUrl={apiBaseUrl} codes={country.borders ?? []} />
          </Stack>
        </Stack>
      </SimpleGrid>
      <Stack as="section" aria-labelledby="map-heading" gap="3">
        <Heading as="h2" id="map-heading" size="md">
          Location
        </Heading>
        <CountryLocator apiBaseUrl={apiBaseUrl} country={country} />
      </Stack>
    </Stack>
  );
}
