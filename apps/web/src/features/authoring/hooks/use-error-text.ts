import { decodeRule, formatRuleMessage } from '@awarequest/contracts';
import { useLanguage } from '../../../lib/use-language';

interface ErrorLike {
  message?: unknown;
  root?: { message?: unknown };
}

/**
 * The words of a form error in the current language. The contracts' schemas fail with rule
 * names, which read as "{field} is required"; the server's 422 messages (mapped onto the
 * fields) are words already and show as they are.
 */
export function useErrorText() {
  const language = useLanguage();
  return (error: unknown, field = 'field'): string | undefined => {
    const found = error as ErrorLike | undefined;
    const message = found?.message ?? found?.root?.message;
    if (typeof message !== 'string' || message === '') return undefined;
    return decodeRule(message) ? formatRuleMessage(message, field, language) : message;
  };
}
