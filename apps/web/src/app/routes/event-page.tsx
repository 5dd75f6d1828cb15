import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyPage } from '../../components/empty-page';
import { LinkButton } from '../../components/link-button';
import { EventDetailsView } from '../../features/events/components/event-details-view';
import { saveHostKey } from '../../features/live/model/seats';
import { isId } from '../../lib/is-id';

/**
 * /events/:id: an event's page. Taking a session's host seat keeps its key where the live
 * feature's host screen reads it (features do not import each other; app/ composes them).
 */
export default function EventPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  if (!isId(id)) {
    return (
      <EmptyPage
        page="events"
        empty="noData"
        action={<LinkButton to="/events" label={t('pages.events.title')} />}
      />
    );
  }
  return <EventDetailsView key={id} id={id} saveHostKey={saveHostKey} />;
}
