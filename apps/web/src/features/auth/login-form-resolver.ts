import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import { checkLoginForm, type LoginBody } from '@awarequest/contracts';

/** What the login form holds while it is filled in. */
export interface LoginFormInput {
  email?: string;
  username?: string;
  password?: string;
}

/**
 * The login form's resolver: the contracts' zod-free check of loginBodySchema's rules (zod is
 * not in the login page's first download), shaped as zodResolver shapes a failure: the first
 * message of each field.
 */
export const loginFormResolver: Resolver<LoginFormInput, unknown, LoginBody> = (
  values,
  _context,
  options,
) => {
  const result = checkLoginForm(values);
  if (result.success) {
    if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
    return { values: result.data, errors: {} };
  }
  const errors: Record<string, FieldError> = {};
  for (const { path, message } of result.issues) errors[path[0]] ??= { type: 'custom', message };
  return { values: {}, errors: toNestErrors(errors, options) };
};
