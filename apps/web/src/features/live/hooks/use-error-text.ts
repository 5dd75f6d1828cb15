import { decodeRule, formatRuleMessage } from '@awarequest/contracts';
import { currentLanguage } from '../../../lib/i18n';

/**
 * The words for a field's error: a rule of the contracts' schemas in the current language, or a
 * message the server already wrote in it.
 */
export function errorText(error: { message?: unknown } | undefined, field: string): string | undefined {
  const message = error?.message;
  if (typeof message !== 'string' || message === '') return undefined;
  return decodeRule(message) ? formatRuleMessage(message, field, currentLanguage()) : message;
}
