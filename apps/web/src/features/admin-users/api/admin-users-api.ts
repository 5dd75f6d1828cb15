import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  paths,
  type AdminUser,
  type AdminUserPage,
  type InviteUserInput,
  type UserImportReport,
  type UserStatus,
} from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';

export const ADMIN_USERS_KEY = ['admin-users'] as const;
const userPath = (template: string, id: string) => template.replace(':id', id);

export interface UsersFilter {
  q: string;
  status: UserStatus | null;
  page: number;
}
export const PER_PAGE = 20;

/** GET /admin/users: one page of the search. */
export function useAdminUsers(filter: UsersFilter) {
  return useQuery({
    queryKey: [...ADMIN_USERS_KEY, filter],
    queryFn: async () => {
      const params = {
        page: filter.page,
        per_page: PER_PAGE,
        ...(filter.q.trim() ? { q: filter.q.trim() } : {}),
        ...(filter.status ? { status: filter.status } : {}),
      };
      return (await api.get<Envelope<AdminUserPage>>(paths.adminUsers, { params })).data.data;
    },
    placeholderData: keepPreviousData,
  });
}

function useUsersMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
  });
}

/** POST /admin/users: the account without a password, and the invitation mail. */
export const useInviteUser = () =>
  useUsersMutation(
    async (body: InviteUserInput) => (await api.post<Envelope<AdminUser>>(paths.adminUsers, body)).data,
  );

/** POST /admin/users/:id/invite: the invitation again, with a new link. */
export const useResendInvitation = () =>
  useUsersMutation(
    async (id: string) => (await api.post<Envelope<null>>(userPath(paths.adminUserInvite, id))).data,
  );

/** PUT /admin/users/:id/status: deactivate (sessions end at once) or reactivate. */
export const useSetUserActive = () =>
  useUsersMutation(
    async ({ id, isActive }: { id: string; isActive: boolean }) =>
      (await api.put<Envelope<AdminUser>>(userPath(paths.adminUserStatus, id), { is_active: isActive })).data,
  );

/** DELETE /admin/users/:id: the account and its children. */
export const useDeleteUser = () =>
  useUsersMutation(
    async (id: string) => (await api.delete<Envelope<null>>(userPath(paths.adminUser, id))).data,
  );

export const CSV_TYPE = 'text/csv';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The upload's content type by the file's name, or undefined for a file that is neither. */
export function userFileType(fileName: string): string | undefined {
  const name = fileName.toLowerCase();
  if (name.endsWith('.csv')) return CSV_TYPE;
  if (name.endsWith('.xlsx')) return XLSX_TYPE;
  return undefined;
}

/**
 * POST /admin/users/import: the raw file as the body. Silent: a refused file's messages are
 * listed on the page.
 */
export const useImportUsers = () =>
  useUsersMutation(
    async ({ file, type }: { file: Blob; type: string }) =>
      (
        await api.post<Envelope<UserImportReport>>(paths.adminUsersImport, file, {
          headers: { 'Content-Type': type },
          isSilent: true,
        })
      ).data,
  );
