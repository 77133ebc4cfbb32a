import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderListIsland, startStandInApi } from '../test/render';

// A search by language or currency the page was not rendered for: the island loads every
// country's languages and currencies itself (`GET /v3.1/all?fields=cca3,languages,currencies`).

/** How many of the next calls for languages and currencies the stand-in API fails, and what it waits for before answering the others. */
let searchFields: { fail: number; after?: Promise<void> } = { fail: 0 };
let api: Awaited<ReturnType<typeof startStandInApi>>;

beforeAll(async () => {
  api = await startStandInApi((path) => {
    if (!path.includes('languages')) return { real: true };
    if (searchFields.fail > 0) {
      searchFields.fail -= 1;
      return { status: 503 };
    }
    return { real: true, after: searchFields.after };
  });
});
afterAll(() => api.close());

describe("the list's languages and currencies, loaded by the island", () => {
  it('shows a loader named for them while they load, then the countries', async () => {
    let answer: () => void = () => undefined;
    searchFields = { fail: 0, after: new Promise<void>((resolve) => (answer = resolve)) };
    const user = userEvent.setup();
    await renderListIsland('?by=currency', { apiBaseUrl: api.base });
    expect(screen.getByText('250 countries')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search by currency' }), 'euro');
    expect(await screen.findByRole('status', { name: 'Loading the languages and currencies' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByText('37 countries')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the languages and currencies' })).not.toBeInTheDocument();
  });

  it('shows a message with Retry and logs when they cannot be loaded, then the countries after Retry', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    searchFields = { fail: 1 };
    const user = userEvent.setup();
    await renderListIsland('?by=currency', { apiBaseUrl: api.base });
    await user.type(screen.getByRole('searchbox', { name: 'Search by currency' }), 'eur');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The languages and currencies could not be loaded');
    expect(log).toHaveBeenCalledWith("The list's languages and currencies could not be loaded", expect.anything());
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('37 countries')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('lets a search by name work while they cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    searchFields = { fail: 1 };
    const user = userEvent.setup();
    await renderListIsland('?by=currency', { apiBaseUrl: api.base });
    await user.type(screen.getByRole('searchbox', { name: 'Search by currency' }), 'nep');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Search by' }), 'Name');
    expect(await screen.findByText('1 country')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nepal' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
