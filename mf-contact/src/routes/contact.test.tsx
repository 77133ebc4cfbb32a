import { screen, within } from '@testing-library/react';
import { Provider } from '@worldatlas/design-system';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { FORM_STYLES } from '../features/contact-form/form-styles';
import { Component, head, Skeleton } from './contact';

/** Puts `element` into the document as the render server renders it (in the design system), no script running. */
function serve(element: ReactElement): HTMLElement {
  const container = document.createElement('main');
  container.innerHTML = renderToString(<Provider locale="en-US">{element}</Provider>);
  document.body.replaceChildren(container);
  return container;
}

describe('the contact route', () => {
  it('renders the heading and the form as a dom island: the contact remote enhances it, no React in the browser', () => {
    const page = serve(<Component />);
    const section = screen.getByRole('region', { name: 'Contact Us' });
    expect(within(section).getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    const island = page.querySelector<HTMLElement>('[data-island]');
    expect(island).toHaveAttribute('data-island', 'contact/ContactFormIsland');
    expect(island).toHaveAttribute('data-island-runtime', 'dom');
    expect(island).toContainElement(screen.getByRole('button', { name: 'Send' }));
  });

  it("gives the island the form's classes, resolved on the server, as its props", () => {
    const page = serve(<Component />);
    const id = page.querySelector<HTMLElement>('[data-island]')?.dataset.islandId ?? '';
    const props = JSON.parse(page.querySelector(`script[data-island-props="${id}"]`)?.textContent ?? '') as { classes: Record<string, string> };
    expect(Object.keys(props.classes).sort()).toEqual(Object.keys(FORM_STYLES).sort());
    for (const name of Object.values(props.classes)) expect(name).toMatch(/^css-\w+$/);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveClass(props.classes.send ?? 'missing');
  });

  it('has its title and description', () => {
    expect(head({ data: undefined, params: {} })).toEqual({ title: 'Contact · WorldAtlas', description: 'Write to the WorldAtlas team.' });
  });

  it('has an outline hidden from assistive technology, with no form in it', () => {
    const page = serve(<Skeleton />);
    expect(page.querySelector('[data-skeleton="form"]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
