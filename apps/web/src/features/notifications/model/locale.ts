import type { Language } from '@awarequest/contracts';
import { localeOf } from '../../../lib/number-format';

/** A count as the reader writes numbers. */
export const formatCount = (count: number, language: Language): string =>
  new Intl.NumberFormat(localeOf(language)).format(count);
