import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { SEARCH_TEXT_MAX_LENGTH, SEARCH_TRIGGER_DELAY_MS } from '@spona/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { findSearchTarget, type TSearchTarget } from '../../features/search/lib/searchReturn';
import { buildSearchUrl } from '../../features/search/lib/searchState';

function isSearchTarget(value: string): value is TSearchTarget {
  return value === 'creators' || value === 'offers';
}

/**
 * The desktop navbar's search (SPEC §2): text, button and a creators/offers switch (creators by default).
 * Switching the target presses the search button after SEARCH_TRIGGER_DELAY_MS. On a search page it
 * follows the page's target and text; it opens a new search with the page's own URL state.
 */
export function NavSearchForm() {
  const { t } = useTranslation('nav');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const pageTarget = findSearchTarget(pathname);
  const pageQuery = pageTarget ? (searchParams.get('query') ?? '') : '';
  const [target, setTarget] = useState<TSearchTarget>(pageTarget ?? 'creators');
  const [text, setText] = useState(pageQuery);
  const triggerTimer = useRef<number | undefined>(undefined);

  // A search page's target and text show here when they change (not while the user types here).
  const pageSearch = pageTarget ? `${pageTarget}?${pageQuery}` : null;
  const [shownPageSearch, setShownPageSearch] = useState(pageSearch);
  if (pageSearch !== shownPageSearch) {
    setShownPageSearch(pageSearch);
    if (pageTarget) {
      setTarget(pageTarget);
      setText(pageQuery);
    }
  }

  useEffect(() => () => window.clearTimeout(triggerTimer.current), []);

  const search = (searchTarget: TSearchTarget) => {
    void navigate(buildSearchUrl(searchTarget, text.trim()));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    window.clearTimeout(triggerTimer.current);
    search(target);
  };

  const handleTargetChange = (value: string) => {
    if (!isSearchTarget(value)) return;
    setTarget(value);
    window.clearTimeout(triggerTimer.current);
    triggerTimer.current = window.setTimeout(() => search(value), SEARCH_TRIGGER_DELAY_MS);
  };

  return (
    <form role="search" aria-label={t('search.label')} onSubmit={handleSubmit}>
      <Group gap={6} wrap="nowrap">
        <TextInput
          type="search"
          aria-label={t('search.text')}
          placeholder={t('search.placeholder')}
          size="xs"
          w={200}
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <NativeSelect
          aria-label={t('search.target')}
          size="xs"
          value={target}
          onChange={(event) => handleTargetChange(event.currentTarget.value)}
          data={[
            { value: 'creators', label: t('search.creators') },
            { value: 'offers', label: t('search.offers') },
          ]}
        />
        <Button type="submit" size="xs" leftSection={<IconSearch aria-hidden size={14} />}>
          {t('search.submit')}
        </Button>
      </Group>
    </form>
  );
}
