import type { FieldErrors, FieldValues } from 'react-hook-form';
import { formatRuleMessage } from '@awarequest/contracts';
import { useLanguage } from './use-language';

/**
 * The words for a field's failed rule, in the current language. The contracts' schemas
 * carry rule names, not words, so the same schema serves the server and the forms.
 */
export function useFieldError<T extends FieldValues>(errors: FieldErrors<T>) {
  const language = useLanguage();
  return (field: keyof T & string, label = field): string | undefined => {
    const message = errors[field]?.message;
    return typeof message === 'string' ? formatRuleMessage(message, label, language) : undefined;
  };
}
