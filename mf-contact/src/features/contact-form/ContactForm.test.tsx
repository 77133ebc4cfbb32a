import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from '@worldatlas/design-system';
import { ContactForm } from './ContactForm';

const renderForm = () =>
  render(
    <Provider>
      <ContactForm />
    </Provider>,
  );

describe('ContactForm', () => {
  it('has the three required fields, the e-mail typed as such, autocomplete off, and Send', () => {
    renderForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
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

  it('lets the browser block an empty or malformed form: nothing is logged', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'not-an-address');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toBeInvalid();
    expect(log).not.toHaveBeenCalled();
  });

  it('logs the values, makes no network call, clears the form and confirms', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const network = jest.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada Lovelace');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ada@example.org');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Which country has the most borders?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(log).toHaveBeenCalledWith({ userName: 'Ada Lovelace', Email: 'ada@example.org', message: 'Which country has the most borders?' });
    expect(network).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Thank you! Your message has been noted.');
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('');
  });
});
