import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmailAddress } from '../../../components/email-address';
import { type Lookups, type User } from '@awarequest/contracts';
import { formatDay } from '../../../lib/date-format';
import { formatNumber } from '../../../lib/number-format';
import { lookupNames } from '../lookup-options';
import { InfoSection } from './info-section';
import { useLanguage } from '../../../lib/use-language';

/** Personal Info and Contact Info of docs/product.md §2, with 'Not set' for what is empty. */
export function ProfileSections({ user, lookups }: { user: User; lookups: Lookups | undefined }) {
  const { t } = useTranslation('profile');
  const language = useLanguage();
  const notSet = t('notSet');
  const list = (names: string[]) => (names.length > 0 ? names.join(language === 'ar' ? '، ' : ', ') : notSet);
  const one = (options: Lookups['groups'] | undefined, value: string | null) =>
    value ? (lookupNames(options, [value], language)[0] ?? value) : notSet;
  const personal = [
    {
      label: t('fields.departments'),
      value: list(lookupNames(lookups?.departments, user.departments, language)),
    },
    { label: t('fields.positions'), value: list(lookupNames(lookups?.positions, user.positions, language)) },
    { label: t('fields.countries'), value: list(lookupNames(lookups?.countries, user.countries, language)) },
    {
      label: t('fields.dateOfBirth'),
      value: user.date_of_birth ? formatDay(user.date_of_birth, language, 'long') : notSet,
    },
    { label: t('fields.group'), value: one(lookups?.groups, user.group) },
    { label: t('fields.company'), value: one(lookups?.companies, user.company) },
    { label: t('fields.gender'), value: user.gender ? t(`auth:genders.${user.gender}`) : notSet },
    {
      label: t('fields.height'),
      value: user.height === null ? notSet : t('units.cm', { value: formatNumber(user.height, language) }),
    },
    {
      label: t('fields.weight'),
      value: user.weight === null ? notSet : t('units.kg', { value: formatNumber(user.weight, language) }),
    },
  ];
  const contact = [
    {
      label: t('fields.email'),
      value: user.email ? <EmailAddress email={user.email} /> : notSet,
      isWide: true,
    },
    { label: t('fields.phone'), value: user.phone ? <span dir="ltr">{user.phone}</span> : notSet },
    { label: t('fields.userId'), value: user.user_id ?? notSet },
  ];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <InfoSection title={t('sections.personal')} items={personal} />
      <InfoSection title={t('sections.contact')} items={contact} />
    </SimpleGrid>
  );
}
