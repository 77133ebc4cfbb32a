import { Alert, Box, Bone, BoneLines, BoneStack, Skeleton } from '@worldatlas/design-system';
import { type StyledHtml, useLocation } from '@worldatlas/routing';

/** In place of a page that cannot be shown: a message with a link to try again, over the page's last outline (or a plain one). */
export function RouteUnavailable({ outline }: { outline?: StyledHtml }) {
  const { pathname, search } = useLocation();
  return (
    <>
      <Alert.Root status="warning" role="alert" mb="8" alignItems="center">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>This page could not be shown just now</Alert.Title>
          <Alert.Description>
            Part of WorldAtlas is not answering. The rest of the site still works. <a href={`${pathname}${search}`}>Try again</a>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {outline ? (
        <Box aria-hidden="true" dangerouslySetInnerHTML={{ __html: `${outline.styles}${outline.html}` }} />
      ) : (
        <Skeleton shape="page">
          <BoneStack gap="1.5rem">
            <Bone h="2.5rem" w="50%" />
            <BoneLines count={6} />
          </BoneStack>
        </Skeleton>
      )}
    </>
  );
}
