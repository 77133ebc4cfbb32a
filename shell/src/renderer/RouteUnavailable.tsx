import { Alert, Box, Bone, BoneLines, BoneStack, Skeleton, useLocale } from '@worldatlas/design-system';
import { defineMessages } from '@worldatlas/i18n';
import { type StyledHtml, useLocation } from '@worldatlas/routing';
import type { ReactNode } from 'react';
import { intlFor } from '../i18n';

const MESSAGES = defineMessages({
  title: { id: 'shell.unavailable.title', defaultMessage: 'This page could not be shown just now', description: 'The heading of the message shown in place of a page whose part of the site is not answering.' },
  text: {
    id: 'shell.unavailable.text',
    defaultMessage: 'Part of WorldAtlas is not answering. The rest of the site still works. <a>Try again</a>',
    description: 'Under that heading; <a> is a link that asks for the page again.',
  },
});

/** In place of a page that cannot be shown, in the page's language: a message with a link to try again, over the page's last outline (or a plain one). */
export function RouteUnavailable({ outline }: { outline?: StyledHtml }) {
  const { pathname, search } = useLocation();
  const intl = intlFor(useLocale());
  return (
    <>
      <Alert.Root status="warning" role="alert" mb="8" alignItems="center">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{intl.formatMessage(MESSAGES.title)}</Alert.Title>
          <Alert.Description>{intl.formatMessage(MESSAGES.text, { a: (chunks: ReactNode[]) => <a href={`${pathname}${search}`}>{chunks}</a> })}</Alert.Description>
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
