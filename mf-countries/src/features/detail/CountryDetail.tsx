import type { CountryDetails } from '@worldatlas/contracts';
import type { BorderCountry } from '@worldatlas/countries-client';
import { Box, Button, defineClasses, Heading, HStack, Image, SimpleGrid, Stack, Text, useLocale } from '@worldatlas/design-system';
import type { ReactNode } from 'react';
import { BorderCountries } from './BorderCountries';
import { describeCountry } from './describeCountry';
import { href } from '@worldatlas/routing';

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

// Share is hidden where scripts do not run: without them it could do nothing. Its holder does it,
// so the button keeps the button recipe's class that Go Back and Compare share (no second copy of it).
const useShareClasses = defineClasses({
  withScripts: { display: 'contents', '@media (scripting: none)': { display: 'none' } },
  status: { alignSelf: 'center', color: 'fg.muted' },
});

/**
 * Share: the page's inline script (`data-share`) offers the page's address to the device's share
 * sheet (Web Share), else copies it and says so in the status beside it ("Link copied").
 */
function ShareButton() {
  const classes = useShareClasses();
  return (
    <span className={classes.withScripts}>
      <Button type="button" variant="outline" data-share="">
        Share
      </Button>
      <span role="status" data-share-status="" className={classes.status} />
    </span>
  );
}

/** The page's actions: Go Back (to the list), Compare (the compare page with this country) and Share. */
function PageActions({ country }: { country: CountryDetails }) {
  return (
    <HStack gap="3" wrap="wrap">
      <Button asChild variant="outline">
        <a href={href('countries')} data-go-back="">
          Go Back
        </a>
      </Button>
      {country.cca3 ? (
        <Button asChild variant="outline">
          <a href={href('compare', {}, `?countries=${encodeURIComponent(country.cca3)}`)} aria-label={`Compare ${country.name.common} with other countries`}>
            Compare
          </a>
        </Button>
      ) : null}
      <ShareButton />
    </HStack>
  );
}

/** Props of {@link CountryDetail}. */
export interface CountryDetailProps {
  /** The country, with the detail fields (`GET /v3.1/name/{name}?fullText=true`). */
  country: CountryDetails;
  /** Its land neighbours (`GET /v3.1/alpha?codes=`), in its `borders` order. */
  borders: readonly BorderCountry[];
  /** The country's locator map, which the route composes from the map feature. */
  map: ReactNode;
}

/**
 * One country's page (`/country/{id}`): flag, official name, native names, population, region,
 * sub region, capital, top-level domain, currencies, languages ('N/A' for what the record lacks),
 * area and population density; demonym, calling code, time zones, the capital's coordinates,
 * landlocked, independent and UN member where the record has them; the border countries as links,
 * a locator map, Go Back, Compare (the compare page with this country) and Share (shown where scripts run). Plain HTML rendered on the server: no script. Go Back is a link to the
 * list; the page's own script makes it the browser's Back when the visitor came from a page of the
 * site, so the list comes back with its filters and scroll, and a border followed leads back to its country.
 */
export function CountryDetail({ country, borders, map }: CountryDetailProps) {
  const locale = useLocale();
  const text = describeCountry(country, locale);
  return (
    <Stack gap="8">
      <PageActions country={country} />
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
            <BorderCountries borders={borders} />
          </Stack>
        </Stack>
      </SimpleGrid>
      <Stack as="section" aria-labelledby="map-heading" gap="3" css={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 500px' }}>
        <Heading as="h2" id="map-heading" size="md">
          Location
        </Heading>
        {map}
      </Stack>
    </Stack>
  );
}
