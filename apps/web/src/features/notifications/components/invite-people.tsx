import { Button, MultiSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSend, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVITATION_USERS_MAX, type Invitee } from '@awarequest/contracts';
import { useSession } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { useInvitePeople, useInviteeSearch } from '../api/invite-people';

const labelOf = (person: Invitee) => (person.email ? `${person.name} (${person.email})` : person.name);

/**
 * In the host's lobby: find signed-in people and invite them to this session. Admins search
 * everyone by name or email; other hosts see names only, of the people the server lets them
 * see; a child account is not offered the search at all (the server refuses it).
 */
export function InvitePeople({ pin }: { pin: string }) {
  const { user } = useSession();
  if (!user || user.parent_id !== null) return null;
  return <InvitePeopleForm pin={pin} isAdmin={user.role === 'admin'} />;
}

function InvitePeopleForm({ pin, isAdmin }: { pin: string; isAdmin: boolean }) {
  const { t } = useTranslation('notifications');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [chosen, setChosen] = useState<Map<string, Invitee>>(new Map());
  const found = useInviteeSearch(pin, debounced);
  const invite = useInvitePeople(pin);

  // The chosen people stay in the options, so their chips keep their names while searching on.
  const options = new Map<string, Invitee>(chosen);
  for (const person of found.data ?? []) options.set(person.id, person);
  const data = [...options.values()].map((person) => ({ value: person.id, label: labelOf(person) }));

  const send = () => {
    invite.mutate([...chosen.keys()], {
      onSuccess: ({ invited }) => {
        toastSuccess(t('invite.sent', { count: invited }));
        setChosen(new Map());
        setSearch('');
      },
    });
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('invite.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('invite.hint')} {isAdmin ? null : t('invite.scope')}
        </Text>
        <MultiSelect
          label={isAdmin ? t('invite.search') : t('invite.searchByName')}
          placeholder={t('invite.placeholder')}
          leftSection={<IconUserPlus size={18} aria-hidden />}
          data={data}
          value={[...chosen.keys()]}
          onChange={(ids) => {
            setChosen(
              new Map(ids.flatMap((id) => (options.has(id) ? [[id, options.get(id)!] as const] : []))),
            );
          }}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          nothingFoundMessage={
            debounced.trim().length >= 2 && !found.isFetching ? t('invite.noMatches') : undefined
          }
          maxValues={INVITATION_USERS_MAX}
          hidePickedOptions
          clearable
          comboboxProps={{ withinPortal: true }}
          data-testid="invite-search"
        />
        <Button
          leftSection={<IconSend size={18} aria-hidden className="aq-mirror" />}
          disabled={chosen.size === 0}
          loading={invite.isPending}
          onClick={send}
        >
          {t('invite.send')}
        </Button>
      </Stack>
    </Paper>
  );
}
