/** An account this young is greeted as new ("Welcome"), an older one as returning ("Welcome back"). */
export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

/**
 * Which greeting the home page says: `greetingNew` to a person whose account was made within the
 * last day (they have not been here before), `greeting` ("Welcome back") to everyone else. A
 * missing or unreadable creation date counts as returning.
 */
export function greetingKey(createdAt: string | undefined, now = new Date()): 'greeting' | 'greetingNew' {
  const created = createdAt ? Date.parse(createdAt) : Number.NaN;
  if (Number.isNaN(created)) return 'greeting';
  return now.getTime() - created < NEW_ACCOUNT_MS ? 'greetingNew' : 'greeting';
}
