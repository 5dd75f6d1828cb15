/** The query keys of the profile feature. */
export const profileKeys = {
  me: ['profile', 'me'] as const,
  lookups: ['profile', 'lookups'] as const,
  adminLookups: ['profile', 'admin-lookups'] as const,
  wearables: ['profile', 'wearables'] as const,
};
