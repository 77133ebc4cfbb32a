import { Center } from '@chakra-ui/react/center';
import { Spinner } from '@chakra-ui/react/spinner';

/** Props of {@link Loader}. */
export interface LoaderProps {
  /** Accessible name, "Loading" by default. */
  label?: string;
  /** A small spinner in the text flow (a part of a page) instead of a large one in place of the page. */
  inline?: boolean;
}

/**
 * The visible loading indicator: a spinner in a live region (`role="status"`) named by `label`, so
 * assistive technology announces it.
 */
export function Loader({ label = 'Loading', inline = false }: LoaderProps) {
  return (
    <Center role="status" aria-label={label} py={inline ? '1' : '16'} justifyContent={inline ? 'flex-start' : 'center'}>
      <Spinner size={inline ? 'sm' : 'xl'} color="blue.600" borderWidth={inline ? '2px' : '4px'} />
    </Center>
  );
}
