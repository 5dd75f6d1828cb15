import { useTranslation } from 'react-i18next';
import { formatRuleMessage, isLanguage } from '@awarequest/contracts';

/**
 * Words for a form error in the current language: an encoded rule from the contracts'
 * schemas ('rule:phone'), or a server message already in the user's language.
 */
export function useRuleText() {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (message: unknown, field: string): string | undefined => {
    if (typeof message !== 'string' || message === '') return undefined;
    return message.startsWith('rule:') ? formatRuleMessage(message, field, language) : message;
  };
}
