import { Center } from '@chakra-ui/react/center';
import { Spinner } from '@chakra-ui/react/spinner';

/**
 * The visible loading indicator: a spinner in a live region (`role="status"`) named by `label`
 * ("Loading" by default), so assistive technology announces it.
 */
export function Loader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center role="status" aria-label={label} py="16">
      <Spinner size="xl" color="blue.600" borderWidth="4px" />
    </Center>
  );
}
