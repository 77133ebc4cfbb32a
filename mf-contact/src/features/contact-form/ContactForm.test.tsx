import { render, screen } from '@testing-library/react';
import { defineClasses, Provider } from '@worldatlas/design-system';
import { ContactForm } from './ContactForm';
import { FORM_STYLES } from './form-styles';

const useFormClasses = defineClasses(FORM_STYLES);

/** The form with the classes its route resolves for it in the design system. */
function StyledForm() {
  return <ContactForm classes={useFormClasses()} />;
}

const renderForm = () =>
  render(
    <Provider>
      <StyledForm />
    </Provider>,
  );

describe('ContactForm', () => {
  it('has the three required fields, the e-mail typed as such, autocomplete off, and Send', () => {
    renderForm();
    const name = screen.getByRole('textbox', { name: /Name/ });
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    const message = screen.getByRole('textbox', { name: /Message/ });
    for (const field of [name, email, message]) {
      expect(field).toBeRequired();
      expect(field).toHaveAttribute('autocomplete', 'off');
    }
    expect(email).toHaveAttribute('type', 'email');
    expect(message.tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
    expect(name.closest('form')).toHaveAttribute('autocomplete', 'off');
  });

  it('names each field by its label alone: the required mark is not read out', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
  });

  it('posts its fields to /contact as they are named in the message, without scripts, and has an empty live region for the answer', () => {
    renderForm();
    const form = screen.getByRole('button', { name: 'Send' }).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/contact');
    expect(['Name', 'E-mail', 'Message'].map((label) => screen.getByRole('textbox', { name: label }).getAttribute('name'))).toEqual(['userName', 'Email', 'message']);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
