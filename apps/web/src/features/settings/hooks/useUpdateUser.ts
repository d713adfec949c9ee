import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAuthUser } from '@spona/contracts';
import { CURRENT_USER_QUERY_KEY } from '../../auth/currentUser';

/**
 * A settings call (`save`, of settingsApi) that answers the updated user (SPEC §3), which replaces the
 * cached one. The mutation's variables are what `save` takes.
 */
export function useUpdateUser<TVariables>(
  save: (variables: TVariables) => Promise<TAuthUser>,
  options: { onSuccess?: (user: TAuthUser) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (user) => {
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
      options.onSuccess?.(user);
    },
  });
}
