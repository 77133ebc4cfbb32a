import { Button, Heading, Stack, Text } from '@worldatlas/design-system';
import { isRouteErrorResponse, type MetaFunction, useRouteError } from '@worldatlas/routing';
import { Layout } from './Layout';

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

/** What the error page says: the status, "Oops! An error occurred.", the error's data text if any, and a "Go Home" link. */
export function ErrorContent() {
  const { status, text } = describeRouteError(useRouteError());
  return (
    <Stack align="center" textAlign="center" gap="4" py="16">
      <Heading as="h1" size="5xl">{status}</Heading>
      <Text fontSize="xl">Oops! An error occurred.</Text>
      {text ? <Text color="fg.muted">{text}</Text> : null}
      <Button asChild colorPalette="blue">
        <a href="/">Go Home</a>
      </Button>
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
