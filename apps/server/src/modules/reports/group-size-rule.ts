import { REPORT_MIN_GROUP_SIZE } from '@awarequest/contracts';

/**
 * docs/domain.md: a group view shown to anyone but an admin needs at least REPORT_MIN_GROUP_SIZE
 * people, or its averages would tell on the few people in it. Every group view goes through
 * this one function: admins see small groups flagged, everyone else does not see them at all.
 */
export function applyGroupSizeRule<T extends { people: number }>(
  groups: readonly T[],
  viewer: { isAdmin: boolean },
): { groups: (T & { small_group: boolean })[]; hidden: number } {
  const flagged = groups.map((group) => ({ ...group, small_group: group.people < REPORT_MIN_GROUP_SIZE }));
  if (viewer.isAdmin) return { groups: flagged, hidden: 0 };
  const shown = flagged.filter((group) => !group.small_group);
  return { groups: shown, hidden: flagged.length - shown.length };
}
