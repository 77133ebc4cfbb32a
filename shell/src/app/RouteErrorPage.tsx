import { Box, Button, Heading, Link, OffTheMap, Stack, Text, useLocale } from '@worldatlas/design-system';
import { defineMessages, languageOfPath } from '@worldatlas/i18n';
import { href, isRouteErrorResponse, type MetaFunction, useRouteError } from '@worldatlas/routing';
import { intlFor } from '../i18n';
import { Layout } from './Layout';

/** Status and data text of a route error; anything that is not a route response counts as 500 with no text. */
function describeRouteError(error: unknown): { status: number; text?: string } {
  if (isRouteErrorResponse(error)) {
    const text = typeof error.data === 'string' ? error.data : error.statusText || undefined;
    return { status: error.status || 404, text };
  }
  return { status: 500 };
}

const MESSAGES = defineMessages({
  oops: { id: 'shell.error.oops', defaultMessage: 'Oops! An error occurred.', description: 'Under the error page’s status code (404, 500): something went wrong.' },
  home: { id: 'shell.error.home', defaultMessage: 'Go Home', description: 'The error page’s button, to the landing page.' },
  search: { id: 'shell.error.search', defaultMessage: 'Search the countries', description: 'The name of the error page’s search form, and its field’s placeholder.' },
  field: { id: 'shell.error.field', defaultMessage: 'Country name', description: 'The name of the error page’s search field, read by screen readers.' },
  submit: { id: 'shell.error.submit', defaultMessage: 'Search', description: 'The button that sends the error page’s search of the countries.' },
  browse: { id: 'shell.error.browse', defaultMessage: 'Browse every country', description: 'A link to the list of every country.' },
});

/** The error page's meta, in the language its address names: its status in the title, "Oops! An error occurred." as its description. */
export const errorMeta: MetaFunction = ({ error, location }) => [
  { title: `${describeRouteError(error).status} · WorldAtlas` },
  // By the address: the 404 page of an unknown path has no language parameter.
  { name: 'description', content: intlFor(languageOfPath(location.pathname).tag).formatMessage(MESSAGES.oops) },
];

/** The search field's look: the design system's outline field, in plain HTML (no script). */
const SEARCH_FIELD = { h: '10', px: '3', borderWidth: '1px', borderColor: 'border.emphasized', borderRadius: 'l2', bg: 'bg', color: 'fg', minW: '0', flex: '1' } as const;

/**
 * What the error page says in the page's language, under a drawing of a way off the globe ({@link OffTheMap}): the status,
 * "Oops! An error occurred.", the error's data text if any, a "Go Home" link, and a way on: a search
 * of the countries (a GET form to the list) and the list itself, each in the page's language.
 */
export function ErrorContent() {
  const { status, text } = describeRouteError(useRouteError());
  const intl = intlFor(useLocale());
  const listPath = href('countries');
  return (
    <Stack align="center" textAlign="center" gap="4" py={{ base: '10', md: '14' }}>
      <OffTheMap />
      <Heading as="h1" size="5xl">{status}</Heading>
      <Text fontSize="xl">{intl.formatMessage(MESSAGES.oops)}</Text>
      {text ? <Text color="fg.muted">{text}</Text> : null}
      <Button asChild colorPalette="brand">
        <a href={href('home')}>{intl.formatMessage(MESSAGES.home)}</a>
      </Button>
      <Box asChild display="flex" gap="2" w="full" maxW="sm" pt="4">
        <form method="get" action={listPath} role="search" aria-label={intl.formatMessage(MESSAGES.search)}>
          <Box asChild css={SEARCH_FIELD}>
            <input type="search" name="q" aria-label={intl.formatMessage(MESSAGES.field)} placeholder={intl.formatMessage(MESSAGES.search)} />
          </Box>
          <Button type="submit" variant="outline">
            {intl.formatMessage(MESSAGES.submit)}
          </Button>
        </form>
      </Box>
      <Link href={listPath} color="fg" textDecoration="underline">
        {intl.formatMessage(MESSAGES.browse)}
      </Link>
    </Stack>
  );
}

/** The router's error page, for an error no route's own boundary shows (an unknown path): {@link ErrorContent} inside the usual header and footer. */
export function RouteErrorPage() {
  return (
    <Layout>
      <ErrorContent />
    </Layout>
  );
}
