/** Zod-free limits of the contact form, safe to import in a first view without downloading zod. */
export const CONTACT_LIMITS = {
  nameMax: 100,
  subjectMax: 150,
  messageMax: 5000,
} as const;
