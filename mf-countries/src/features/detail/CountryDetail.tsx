import type { CountryDetails } from '@worldatlas/contracts';
import type { BorderCountry } from '@worldatlas/countries-client';
import { Box, Button, defineClasses, Flex, Heading, HStack, Image, SimpleGrid, Stack, Text, useLocale } from '@worldatlas/design-system';
import { countryName, dataText, isolated, isolatesData, languageOfTag, type SiteLanguage } from '@worldatlas/i18n';
import type { ReactNode } from 'react';
import { href } from '@worldatlas/routing';
import { intlFor } from '../../i18n';
import { BorderCountries } from './BorderCountries';
import { describeCountry } from './describeCountry';
import { type CountriesIntl, DETAIL_MESSAGES as M } from './detail-messages';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box as="div" display="contents">
      <Text as="dt" color="fg.muted">{label}</Text>
      <Box as="dd" m="0" fontWeight="medium">{children}</Box>
    </Box>
  );
}

/** One group of the country's facts (Overview, People…): a section named by its heading, its facts a description list. */
function FactGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="3" p="5" bg="bg.panel" borderWidth="1px" borderRadius="l3" boxShadow="sm">
      <Heading as="h2" id={id} size="md" color="brand.fg">{title}</Heading>
      <SimpleGrid as="dl" columns={2} gapX="4" gapY="2" templateColumns="minmax(7rem, max-content) 1fr" m="0">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

/** A fact the record may lack: left out then, never shown as "undefined". */
function OptionalRow({ label, value }: { label: string; value: ReactNode }) {
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
 * sheet (Web Share), else copies it and says so in the status beside it ("Link copied"), its texts carried by the status.
 */
function ShareButton({ intl }: { intl: CountriesIntl }) {
  const classes = useShareClasses();
  return (
    <span className={classes.withScripts}>
      <Button type="button" variant="outline" data-share="">
        {intl.formatMessage(M.share)}
      </Button>
      {/* What the page's inline script says here, in the page's language. */}
      <span role="status" data-share-status="" data-share-copied={intl.formatMessage(M.shareCopied)} data-share-copy={intl.formatMessage(M.shareCopy)} className={classes.status} />
    </span>
  );
}

/** The page's actions: Go Back (to the list), Compare (the compare page with this country, named by `label`: its name as the page shows it) and Share. */
function PageActions({ country, label, intl }: { country: CountryDetails; label: string; intl: CountriesIntl }) {
  return (
    <HStack gap="3" wrap="wrap">
      <Button asChild variant="outline">
        <a href={href('countries')} data-go-back="">
          {intl.formatMessage(M.goBack)}
        </a>
      </Button>
      {country.cca3 ? (
        <Button asChild variant="outline">
          <a href={href('compare', {}, `?countries=${encodeURIComponent(country.cca3)}`)} aria-label={intl.formatMessage(M.compareLabel, { country: label })}>
            {intl.formatMessage(M.compare)}
          </a>
        </Button>
      ) : null}
      <ShareButton intl={intl} />
    </HStack>
  );
}

/** The detail page's texts ({@link describeCountry}). */
type CountryText = ReturnType<typeof describeCountry>;

/**
 * The figures a visitor looks for first, under the name so a phone shows them on its first screen:
 * population, capital and area, as a named list (the fact groups below keep them in their places).
 */
function KeyFigures({ text, intl }: { text: CountryText; intl: CountriesIntl }) {
  const figures = [
    [intl.formatMessage(M.population), text.population],
    [intl.formatMessage(M.capital), text.capital],
    [intl.formatMessage(M.area), text.area],
  ] as const;
  return (
    <Flex as="ul" aria-label={intl.formatMessage(M.keyFigures)} wrap="wrap" columnGap={{ base: '4', md: '6' }} rowGap="3" listStyleType="none" m="0" p="0">
      {figures.map(([label, value]) => (
        <Stack as="li" key={label} gap="0" ps="3" borderInlineStartWidth="3px" borderColor="accent.solid">
          <Text as="span" fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
            {label}
          </Text>
          <Text as="span" fontFamily="heading" fontSize={{ base: 'md', md: 'xl' }} fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {value}
          </Text>
        </Stack>
      ))}
    </Flex>
  );
}

/**
 * How the page names its country: its `language`, the `name` in it, `label` that name for an
 * attribute or a message (isolated where the page isolates data).
 */
interface Naming {
  language: SiteLanguage;
  name: string;
  label: string;
}

/**
 * The page's head: the flag at its own shape (its shadow follows it, no well around it; described by
 * the data's English text on English pages, else "The flag of …" in the page's language), the name,
 * the key figures and the border countries.
 */
function CountryHeader({ country, naming, text, borders, intl }: { country: CountryDetails; naming: Naming; text: CountryText; borders: readonly BorderCountry[]; intl: CountriesIntl }) {
  const { language, name, label } = naming;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} templateColumns={{ md: 'minmax(0, 24rem) minmax(0, 1fr)' }} gap={{ base: '6', md: '10' }} alignItems="center">
      <Box aspectRatio={3 / 2}>
        {country.flags?.svg ? (
          <Image
            src={country.flags.svg}
            alt={(!isolatesData(language) && country.flags.alt) || intl.formatMessage(M.flagAlt, { country: label })}
            w="full"
            h="full"
            objectFit="contain"
            objectPosition={{ base: 'center', md: 'left center' }}
            htmlWidth="600"
            htmlHeight="400"
            fetchPriority="high"
            css={{ filter: 'drop-shadow(0 0 1px rgb(0 0 0 / 0.35)) drop-shadow(0 6px 16px rgb(0 0 0 / 0.18))' }}
          />
        ) : null}
      </Box>
      <Stack gap="4">
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
          {dataText(name, language)}
        </Heading>
        <KeyFigures text={text} intl={intl} />
        <Stack gap="2">
          <Heading as="h2" size="md">{intl.formatMessage(M.borders)}</Heading>
          <BorderCountries borders={borders} noBorders={intl.formatMessage(M.noBorders)} language={language} />
        </Stack>
      </Stack>
    </SimpleGrid>
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
 * One country's page (`/country/{id}`), its texts in the page's language: its flag beside its name, its key figures (population,
 * capital, area) and the border countries as links, then its facts in four groups: Overview (official name, native names,
 * capital, region, sub region; independent and UN member), People (population, density, demonym,
 * languages, currencies), Geography (area; landlocked, the capital's coordinates, time zones) and
 * Codes (top-level domain; calling code), 'N/A' for what the record lacks and the optional facts
 * (in brackets) left out where the record has none;
 * a locator map, Go Back, Compare (the compare page with this country) and Share (shown where scripts run). Plain HTML rendered on the server: no script. Go Back is a link to the
 * list; the page's own script makes it the browser's Back when the visitor came from a page of the
 * site, so the list comes back with its filters and scroll, and a border followed leads back to its country.
 * Names in the page's language (`countryName`, CLDR's `regionName`, `languageName`, `currencyName`),
 * numbers, lists and time zones as it writes them, the data isolated in `<bdi>` (see `describeCountry`).
 */
export function CountryDetail({ country, borders, map }: CountryDetailProps) {
  const locale = useLocale();
  const intl = intlFor(locale);
  const language = languageOfTag(locale);
  const name = countryName(country, language);
  const naming = { language, name, label: isolated(name, language) };
  const text = describeCountry(country, language, locale, intl);
  const label = (message: keyof typeof M) => intl.formatMessage(M[message]);
  return (
    <Stack gap="groups">
      <PageActions country={country} label={naming.label} intl={intl} />
      <CountryHeader country={country} naming={naming} text={text} borders={borders} intl={intl} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="start">
        <FactGroup id="overview-heading" title={label('overview')}>
          <Row label={label('officialName')}>{text.officialName}</Row>
          <Row label={label('nativeNames')}>{text.nativeNames}</Row>
          <Row label={label('capital')}>{text.capital}</Row>
          <Row label={label('region')}>{text.region}</Row>
          <Row label={label('subregion')}>{text.subregion}</Row>
          <OptionalRow label={label('independent')} value={text.independent} />
          <OptionalRow label={label('unMember')} value={text.unMember} />
        </FactGroup>
        <FactGroup id="people-heading" title={label('people')}>
          <Row label={label('population')}>{text.population}</Row>
          <Row label={label('density')}>{text.density}</Row>
          <OptionalRow label={label('demonym')} value={text.demonym} />
          <Row label={label('languages')}>{text.languages}</Row>
          <Row label={label('currencies')}>{text.currencies}</Row>
        </FactGroup>
        <FactGroup id="geography-heading" title={label('geography')}>
          <Row label={label('area')}>{text.area}</Row>
          <OptionalRow label={label('landlocked')} value={text.landlocked} />
          <OptionalRow label={label('capitalCoordinates')} value={text.capitalCoordinates} />
          <OptionalRow label={label('timeZones')} value={text.timeZones} />
        </FactGroup>
        <FactGroup id="codes-heading" title={label('codes')}>
          <Row label={label('topLevelDomain')}>{text.topLevelDomain}</Row>
          <OptionalRow label={label('callingCode')} value={text.callingCode} />
        </FactGroup>
      </SimpleGrid>
      <Stack as="section" aria-labelledby="map-heading" gap="3" css={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 500px' }}>
        <Heading as="h2" id="map-heading" size="md">
          {label('location')}
        </Heading>
        {map}
      </Stack>
    </Stack>
  );
}
