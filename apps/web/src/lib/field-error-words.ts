import { formatRuleMessage, type Language } from '@awarequest/contracts';
import { useLanguage } from './use-language';

// A form field's error in words; no axios here, so a form can show its errors before the API
// client is loaded (the login form's first download).

interface FieldErrorLike {
  type?: unknown;
  message?: unknown;
  root?: FieldErrorLike;
}

/**
 * A field error in `language`: a message from the server is worded already and shows as it
 * is; a rule of the contracts' schemas ('rule:required') reads as "{field} is required".
 */
export function errorWords(error: unknown, field: string, language: Language): string | undefined {
  const found = error as FieldErrorLike | undefined;
  const message = found?.message ?? found?.root?.message;
  if (typeof message !== 'string' || message === '') return undefined;
  const type = found?.message === undefined ? found?.root?.type : found.type;
  return type === 'server' ? message : formatRuleMessage(message, field, language);
}

/** errorWords in the current language, re-rendering the form when the language changes. */
export function useErrorWords() {
  const language = useLanguage();
  return (error: unknown, field = 'field'): string | undefined => errorWords(error, field, language);
}
