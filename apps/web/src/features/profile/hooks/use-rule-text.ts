import { formatRuleMessage } from '@awarequest/contracts';
import { useLanguage } from '../../../lib/use-language';

/**
 * Words for a form error in the current language: an encoded rule from the contracts'
 * schemas ('rule:phone'), or a server message already in the user's language.
 */
export function useRuleText() {
  const language = useLanguage();
  return (message: unknown, field: string): string | undefined => {
    if (typeof message !== 'string' || message === '') return undefined;
    return message.startsWith('rule:') ? formatRuleMessage(message, field, language) : message;
  };
}
