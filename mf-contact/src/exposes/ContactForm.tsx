// Exposed as `contact/ContactForm` (no props).
export { ContactForm as default } from '../features/contact-form/ContactForm';
