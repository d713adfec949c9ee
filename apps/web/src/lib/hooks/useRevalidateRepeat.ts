import type { UseFormReturnType } from '@mantine/form';

type WithRepeat = { password: string; password_confirmation: string };

/**
 * SPEC §5 MatchPassword while typing: a change of the password checks its repeat again once the
 * repeat was typed in (a form validates only the field that changed).
 */
export function useRevalidateRepeat<TValues extends WithRepeat>(form: UseFormReturnType<TValues>): void {
  const withRepeat = form as unknown as UseFormReturnType<WithRepeat>;
  withRepeat.watch('password', () => {
    if (withRepeat.isDirty('password_confirmation')) withRepeat.validateField('password_confirmation');
  });
}
