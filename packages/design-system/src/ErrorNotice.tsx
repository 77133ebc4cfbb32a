import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';

/** Props of {@link ErrorNotice}. */
export interface ErrorNoticeProps {
  /** Short heading, e.g. "Countries could not be loaded". */
  title: string;
  /** What happened and what the visitor can do. */
  description?: string;
  /** Called by the Retry button; without it there is no button. */
  onRetry?: () => void;
}

/** A visible error in place of content that failed to load (`role="alert"`), with a Retry button. */
export function ErrorNotice({ title, description, onRetry }: ErrorNoticeProps) {
  return (
    <Alert.Root status="error" role="alert" my="8" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {description ? <Alert.Description>{description}</Alert.Description> : null}
      </Alert.Content>
      {onRetry ? (
        <Button size="sm" colorPalette="red" variant="outline" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </Alert.Root>
  );
}
