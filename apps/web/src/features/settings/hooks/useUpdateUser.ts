import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAuthUser, type TAuthUser } from '@spona/contracts';
import { apiRequest } from '../../../lib/apiClient';
import { CURRENT_USER_QUERY_KEY } from '../../auth/currentUser';

interface UpdateUserCall {
  method: 'PUT' | 'POST';
  path: string;
  body: unknown;
}

/** A settings call that answers the updated user (SPEC §3), which replaces the cached one. */
export function useUpdateUser(options: { onSuccess?: (user: TAuthUser) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ method, path, body }: UpdateUserCall) =>
      ZAuthUser.parse(await apiRequest<unknown>(method, path, { body })),
    onSuccess: (user) => {
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
      options.onSuccess?.(user);
    },
  });
}
