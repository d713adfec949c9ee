import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { fetchAvailability } from '../api/authApi';

/** Pause in typing before the availability is asked. */
export const AVAILABILITY_DEBOUNCE_MS = 400;

/**
 * SPEC §5 UsernameAvailable and EmailAvailable: asks GET register/available/{kind}/{value} while the
 * user types (debounced) and answers true when the value is taken. `isCheckable` is false while the
 * value is invalid or is the user's own.
 */
export function useIsTaken(kind: 'username' | 'email', value: string, isCheckable: boolean): boolean {
  const [debounced] = useDebouncedValue(value.trim(), AVAILABILITY_DEBOUNCE_MS);
  const isCurrent = debounced === value.trim();
  const query = useQuery({
    queryKey: ['availability', kind, debounced],
    queryFn: () => fetchAvailability(kind, debounced),
    enabled: isCheckable && isCurrent && debounced.length > 0,
    staleTime: 30_000,
  });
  return isCheckable && isCurrent && query.data?.success === false;
}
