import { Box, Button, Heading, Link, OffTheMap, Stack, Text } from '@worldatlas/design-system';
import { isRouteErrorResponse, type MetaFunction, useRouteError } from '@worldatlas/routing';
import { Layout } from './Layout';
import { SITE_ROUTES } from './route-table';

/** The country list's path, from the route table: where the error page's search goes. */
const LIST_PATH = SITE_ROUTES.find((route) => route.id === 'countries')?.path ?? '/';

/** Status and data text of a route error; anything that is not a route response counts as 500 with no text. */
function describeRouteError(error: unknown): { status: number; text?: string } {
  if (isRouteErrorResponse(error)) {
    const text = typeof error.data === 'string' ? error.data : error.statusText || undefined;
    return { status: error.status || 404, text };
  }
  return { status: 500 };
}

/** The error page's meta: its status in the title, "Oops! An error occurred." as its description. */
export const errorMeta: MetaFunction = ({ error }) => [{ title: `${describeRouteError(error).status} · WorldAtlas` }, { name: 'description', content: 'Oops! An error occurred.' }];

/** The search field's look: the design system's outline field, in plain HTML (no script). */
const SEARCH_FIELD = { h: '10', px: '3', borderWidth: '1px', borderColor: 'border.emphasized', borderRadius: 'l2', bg: 'bg', color: 'fg', minW: '0', flex: '1' } as const;

/**
 * What the error page says, under a drawing of a way off the globe ({@link OffTheMap}): the status,
 * "Oops! An error occurred.", the error's data text if any, a "Go Home" link, and a way on: a search
 * of the countries (a GET form to the list) and the list itself.
 */
export function ErrorContent() {
  const { status, text } = describeRouteError(useRouteError());
  return (
    <Stack align="center" textAlign="center" gap="4" py={{ base: '10', md: '14' }}>
      <OffTheMap />
      <Heading as="h1" size="5xl">{status}</Heading>
      <Text fontSize="xl">Oops! An error occurred.</Text>
      {text ? <Text color="fg.muted">{text}</Text> : null}
      <Button asChild colorPalette="brand">
        <a href="/">Go Home</a>
      </Button>
      <Box asChild display="flex" gap="2" w="full" maxW="sm" pt="4">
        <form method="get" action={LIST_PATH} role="search" aria-label="Search the countries">
          <Box asChild css={SEARCH_FIELD}>
            <input type="search" name="q" aria-label="Country name" placeholder="Search the countries" />
          </Box>
          <Button type="submit" variant="outline">
            Search
          </Button>
        </form>
      </Box>
      <Link href={LIST_PATH} color="fg" textDecoration="underline">
        Browse every country
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
