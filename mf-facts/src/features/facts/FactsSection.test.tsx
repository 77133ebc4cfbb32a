import { render, screen, within } from '@testing-library/react';
import { Provider } from '@worldatlas/design-system';
import { FactsSection } from './FactsSection';

const renderSection = (level?: 1 | 2) =>
  render(
    <Provider>
      <FactsSection title="Here are the Interesting Facts we're proud of" headingLevel={level} />
    </Provider>,
  );

const card = (name: string) => screen.getByRole('heading', { name }).closest('article') as HTMLElement;

describe('FactsSection', () => {
  it('shows the title at the requested level and the eight cards', () => {
    renderSection(1);
    expect(screen.getByRole('heading', { level: 1, name: "Here are the Interesting Facts we're proud of" })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(8);
    for (const name of ['World', 'Nepal', 'Egypt', 'Australia', 'Brazil', 'France', 'Russia', 'China']) {
      expect(card(name)).toBeInTheDocument();
    }
  });

  it('formats populations for the locale and shows capital and fact', () => {
    renderSection();
    const nepal = within(card('Nepal'));
    expect(nepal.getByText('Kathmandu')).toBeInTheDocument();
    expect(nepal.getByText((29_609_623).toLocaleString(), { exact: false })).toBeInTheDocument();
    expect(nepal.getByText('Mount Everest, 8,848 m', { exact: false })).toBeInTheDocument();
    expect(within(card('China')).getByText('1,444,216,107', { exact: false })).toBeInTheDocument();
  });

  it('shows no capital or population line for World', () => {
    renderSection();
    const world = card('World');
    expect(world).not.toHaveTextContent(/Capital|Population|Null/);
    expect(world).toHaveTextContent('195 countries, including 193 UN member states and 2 observer states');
  });

  it("uses the countries data's population for Russia, not the source's 1,324,216,107", () => {
    renderSection();
    expect(card('Russia')).toHaveTextContent('146,028,325');
    expect(card('Russia')).not.toHaveTextContent('1,324,216,107');
  });
});
