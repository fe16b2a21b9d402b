/** The texts of the contact form, word for word; "ours" marks the team's own. */
export const CONTACT_MESSAGES = {
  // ours: contact bounds
  messageRequired: 'Please enter a message.',
  messageTooLong: 'Please keep your message to at most 5000 characters.',
  // Contact (word for word)
  contactSent: '✅ Message sent successfully!',
  contactFailed: '❌ Failed to send message. Please try again.',
} as const;
