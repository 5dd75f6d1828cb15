import type { TFunction } from 'i18next';
import type { Language, User, WearableField, WearableReading } from '@awarequest/contracts';
import { formatDay } from '../../lib/date-format';
import { formatNumber } from '../../lib/number-format';

/** A reading's or the profile's value of one field, as the profile shows it; null when there is none. */
export function describeWearableValue(
  field: WearableField,
  source: Pick<WearableReading, WearableField> | Pick<User, WearableField>,
  t: TFunction,
  language: Language,
): string | null {
  const value = source[field];
  if (value === null) return null;
  if (field === 'height') return t('units.cm', { value: formatNumber(value as number, language) });
  if (field === 'weight') return t('units.kg', { value: formatNumber(value as number, language) });
  if (field === 'gender') return t(`auth:genders.${value as string}`);
  return formatDay(value as string, language, 'long');
}

/** The fields chosen at first: each value the device gave that the profile does not have yet. */
export function initialChoice(reading: WearableReading, user: User): WearableField[] {
  const fields: WearableField[] = ['height', 'weight', 'gender', 'date_of_birth'];
  return fields.filter((field) => reading[field] !== null && user[field] === null);
}
