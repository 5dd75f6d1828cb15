import type { Language, ReportDimension, ReportGroup } from '@awarequest/contracts';
import { countryName } from './format';

/** How a group is named on screen: a topic by its name, a country by its name, none as "not set". */
export function groupLabel(
  group: Pick<ReportGroup, 'key' | 'name'>,
  dimension: ReportDimension,
  language: Language,
  notSet: string,
): string {
  if (group.name) return group.name[language];
  if (group.key === null) return notSet;
  return dimension === 'country' ? countryName(group.key, language) : group.key;
}
