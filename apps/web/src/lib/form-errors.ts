import { useTranslation } from 'react-i18next';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { formatRuleMessage, isLanguage } from '@awarequest/contracts';

/**
 * The words for a field's failed rule, in the current language. The contracts' schemas
 * carry rule names, not words, so the same schema serves the server and the forms.
 */
export function useFieldError<T extends FieldValues>(errors: FieldErrors<T>) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (field: keyof T & string, label = field): string | undefined => {
    const message = errors[field]?.message;
    return typeof message === 'string' ? formatRuleMessage(message, label, language) : undefined;
  };
}
