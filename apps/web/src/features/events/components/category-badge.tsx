import { Badge } from '@mantine/core';
import { pickText, type EventCard } from '@awarequest/contracts';
import { useLanguage } from '../../../lib/use-language';
import { EventCategoryIcon } from '../../../components/event-category-icon';

/** An event's category: its icon in its colour beside its name (the name says it, not the colour). */
export function CategoryBadge({ category }: { category: EventCard['category'] }) {
  const language = useLanguage();
  return (
    <Badge
      variant="default"
      leftSection={
        // The category's own colour marks its icon only: a text in an admin-chosen colour may not be readable.
        <span style={{ color: category.color, display: 'inline-flex' }}>
          <EventCategoryIcon name={category.icon} size={14} />
        </span>
      }
      maw="100%"
    >
      {pickText(category.name, language)}
    </Badge>
  );
}
