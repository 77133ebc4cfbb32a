import { useLocaleContext } from '@chakra-ui/react/locale';
import { render, screen } from '@testing-library/react';
import { useLocale } from './locale';
import { Provider } from './Provider';

/** What a Chakra (Ark) component and a WorldAtlas view read of the page's locale. */
function Locales() {
  const chakra = useLocaleContext();
  return <p>{`${useLocale() ?? ''} ${chakra.locale} ${chakra.dir}`}</p>;
}

describe('Provider', () => {
  it.each([
    ['ar', 'ar ar rtl'],
    ['fr', 'fr fr ltr'],
  ])("gives the page's locale (%s) to the views and to Chakra's components, with its direction", (locale, read) => {
    render(
      <Provider locale={locale}>
        <Locales />
      </Provider>,
    );
    expect(screen.getByText(read)).toBeInTheDocument();
  });
});
