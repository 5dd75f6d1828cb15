import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { AdminOnly } from '../../../features/authoring/components/admin-only';
import { EventEditor } from '../../../features/events-admin/components/event-editor';

/** /admin/events/new and /admin/events/:id: create or edit an event, then publish it. */
export default function EventEditorPage() {
  const { t } = useTranslation('events-admin');
  const { id } = useParams();
  return (
    <AdminOnly>
      <PageFrame
        title={id ? t('editor.editTitle') : t('editor.newTitle')}
        subtitle={t('editor.subtitle')}
        size="lg"
      >
        <EventEditor key={id ?? 'new'} id={id} />
      </PageFrame>
    </AdminOnly>
  );
}
