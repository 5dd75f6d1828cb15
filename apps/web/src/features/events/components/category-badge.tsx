import { Badge } from '@mantine/core';
import { pickText, type EventCard } from '@awarequest/contracts';
import { useLanguage } from '../../../lib/use-language';
import { EventCategoryIcon } from './event-category-icon';

/** An event's category: its colour and icon beside its name (the name says it, not the colour). */
export function CategoryBadge({ category }: { category: EventCard['category'] }) {
  const language = useLanguage();
  return (
    <Badge
      variant="light"
      color={category.color}
      leftSection={<EventCategoryIcon name={category.icon} size={14} />}
      maw="100%"
    >
      {pickText(category.name, language)}
    </Badge>
  );
}
