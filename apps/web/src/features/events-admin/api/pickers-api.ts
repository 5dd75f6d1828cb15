import { useQuery } from '@tanstack/react-query';
import { paths, type AdminGameSummary, type AdminUserPage, type Lookups } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { eventsAdminKeys } from './events-admin-keys';

/** GET /lookups: the companies, departments, groups, positions and countries an audience names. */
export const useAudienceLookups = () =>
  useQuery({
    queryKey: eventsAdminKeys.lookups,
    queryFn: async () => (await api.get<Envelope<Lookups>>(paths.lookups)).data.data,
    staleTime: 5 * 60_000,
  });

/** GET /admin/games: every game; the editor offers the published ones. */
export const usePublishedGames = () =>
  useQuery({
    queryKey: eventsAdminKeys.games,
    queryFn: async () => (await api.get<Envelope<AdminGameSummary[]>>(paths.adminGames)).data.data,
    select: (games) => games.filter((game) => game.published),
    staleTime: 60_000,
  });

export const PEOPLE_SEARCH_SIZE = 20;

/** GET /admin/users?q=: active people matching a name or an e-mail, for hosts and named people. */
export const usePeopleSearch = (q: string) =>
  useQuery({
    queryKey: eventsAdminKeys.people(q),
    queryFn: async () => {
      const params = { page: 1, per_page: PEOPLE_SEARCH_SIZE, status: 'active', ...(q ? { q } : {}) };
      return (await api.get<Envelope<AdminUserPage>>(paths.adminUsers, { params })).data.data.items;
    },
    staleTime: 30_000,
  });
