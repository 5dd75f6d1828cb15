import { Alert, Button, Loader, SimpleGrid } from '@mantine/core';
import { IconMoodKid, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MAX_CHILDREN, type Child } from '@awarequest/contracts';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
import { toastSuccess } from '../../../lib/toast';
import { useChildren, useChildSession } from '../api/children-api';
import { switchToChild } from '../hooks/parent-session';
import { ChildCard } from './child-card';
import { ChildFormModal } from './child-form-modal';

/** The parent's child accounts: list with progress, create, edit, remove, and play as one. */
export function ChildrenScreen() {
  const { t } = useTranslation('children');
  const children = useChildren();
  const session = useChildSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<Child | 'new' | null>(null);
  const count = children.data?.length ?? 0;

  const play = (child: Child) => {
    session.mutate(child.id, {
      onSuccess: (envelope) => {
        switchToChild(envelope.data);
        // Nothing the parent's session fetched may show while the child plays.
        queryClient.clear();
        toastSuccess(envelope.message ?? t('banner.playingAs', { name: child.name }));
        void navigate('/categories');
      },
    });
  };

  return (
    <PageFrame
      title={t('title')}
      subtitle={t('subtitle')}
      actions={
        <div>
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => {
              setEditing('new');
            }}
            disabled={count >= MAX_CHILDREN}
          >
            {t('actions.add')}
          </Button>
        </div>
      }
    >
      {children.isPending ? (
        <Loader aria-label={t('common:loading')} />
      ) : children.isError ? (
        <Alert color="red" variant="light">
          {t('loadFailed')}
        </Alert>
      ) : count === 0 ? (
        <EmptyState title={t('empty.title')} hint={t('empty.hint')} icon={<IconMoodKid size={30} />} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {children.data.map((child) => (
            <ChildCard
              key={child.id}
              child={child}
              onEdit={() => {
                setEditing(child);
              }}
              onPlay={() => {
                play(child);
              }}
              isSwitching={session.isPending && session.variables === child.id}
            />
          ))}
        </SimpleGrid>
      )}
      <ChildFormModal
        isOpen={editing !== null}
        onClose={() => {
          setEditing(null);
        }}
        child={editing === 'new' || editing === null ? undefined : editing}
      />
    </PageFrame>
  );
}
