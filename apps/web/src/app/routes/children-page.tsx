import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { canHaveChildren } from '@awarequest/contracts';
import { EmptyState } from '../../components/empty-state';
import { PageFrame } from '../../components/page-frame';
import { ChildrenScreen } from '../../features/children/components/children-screen';
import { useSession } from '../../lib/session';

/** /children: a family or team account's child accounts. */
export default function ChildrenPage() {
  const { t } = useTranslation('children');
  const { user } = useSession();
  const isParent = user !== null && !user.parent_id && canHaveChildren(user.account_type);
  if (isParent) return <ChildrenScreen />;
  return (
    <PageFrame title={t('title')} size="sm">
      <EmptyState title={t('notAllowed.title')} hint={t('notAllowed.hint')} icon={<IconLock size={30} />} />
    </PageFrame>
  );
}
