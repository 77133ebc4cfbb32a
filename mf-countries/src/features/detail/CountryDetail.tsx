import { type CountryDetailProps, routeError } from '@worldatlas/contracts';
import { Box, Button, ErrorNotice, Heading, Image, Loader, SimpleGrid, Stack, Text } from '@worldatlas/design-system';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation } from '@worldatlas/routing';
import { isApiRequestError } from '@worldatlas/countries-client';
import { useCountry } from '../../api/useCountry';
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
 * One country's page (SPEC §2 /country/{id}): flag, official name, native names, population, region,
 * sub region, capital, top-level domain, currencies, languages and border countries ('N/A' for what
 * the record lacks), and Go Back. Data: `GET /v3.1/name/{name}?fullText=true` via SWR.
 * An unknown country throws a 404 route error ("Country not found") for the host's error page;
 * other failures show a message with Retry. Calls `onLoad` with the common name once it shows.
 */
export function CountryDetail({ apiBaseUrl, name, onLoad }: CountryDetailProps) {
  const { data: country, error, isValidating, mutate } = useCountry(apiBaseUrl, name);
  const commonName = country?.name.common;
  useEffect(() => {
    if (commonName) onLoad?.(commonName);
  }, [commonName, name]); // once per country shown, not on every render of the host

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

  const text = describeCountry(country);
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
          </SimpleGrid>
          <Stack gap="2">
            <Heading as="h2" size="md">Border countries</Heading>
            <BorderCountries apiBaseUrl={apiBaseUrl} codes={country.borders ?? []} />
          </Stack>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
