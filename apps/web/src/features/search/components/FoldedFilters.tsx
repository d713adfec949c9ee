import { Button } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './FoldedFilters.module.css';

interface FoldedFiltersProps {
  /** Some filter differs from its default: the button says so while they are folded. */
  hasFilters: boolean;
  children: ReactNode;
}

/**
 * Issue 19: a search's filters, folded on a phone behind a "Filters" button so the results start
 * on the first screen; always shown on larger screens. Which screen it is, is CSS (the same
 * prerendered page serves both).
 */
export function FoldedFilters({ hasFilters, children }: FoldedFiltersProps) {
  const { t } = useTranslation('search');
  const [isOpen, setIsOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Button
        hiddenFrom="sm"
        variant="default"
        justify="flex-start"
        leftSection={<IconAdjustmentsHorizontal aria-hidden size={18} />}
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={() => setIsOpen((open) => !open)}
      >
        {t(hasFilters ? 'filters.toggleActive' : 'filters.toggle')}
      </Button>
      <div id={id} className={classes.filters} data-open={isOpen || undefined}>
        {children}
      </div>
    </>
  );
}
