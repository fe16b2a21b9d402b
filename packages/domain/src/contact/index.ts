export { CONTACT_MESSAGES } from './messages';
export { ContactForm, CONTACT_NAME_MAX, CONTACT_MESSAGE_MAX } from './contact-form';
