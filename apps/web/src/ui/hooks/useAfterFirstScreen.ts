import { useEffect, useState } from 'react';
import { afterFirstScreen } from '../../lib/firstScreen';

/** Whether the first screen has its content (lib/firstScreen.ts): what may show only after it. */
export function useAfterFirstScreen(): boolean {
  const [isAfter, setIsAfter] = useState(false);
  useEffect(() => afterFirstScreen(() => setIsAfter(true)), []);
  return isAfter;
}
