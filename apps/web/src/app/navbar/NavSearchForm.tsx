import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SEARCH_TRIGGER_DELAY_MS } from '@spona/contracts';

type SearchTarget = 'creators' | 'offers';

function isSearchTarget(value: string): value is SearchTarget {
  return value === 'creators' || value === 'offers';
}

/**
 * The desktop navbar's search (SPEC §2): text, button and a creators/offers switch (creators by default).
 * Switching the target presses the search button after 100 ms.
 */
export function NavSearchForm() {
  const { t } = useTranslation('nav');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const [target, setTarget] = useState<SearchTarget>(() =>
    pathname.startsWith('/search/offers') ? 'offers' : 'creators',
  );
  const [text, setText] = useState(() =>
    pathname.startsWith('/search/') ? (searchParams.get('query') ?? '') : '',
  );
  const triggerTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(triggerTimer.current), []);

  const search = (searchTarget: SearchTarget) => {
    const query = text.trim();
    const params = query ? `?${new URLSearchParams({ query }).toString()}` : '';
    void navigate(`/search/${searchTarget}${params}`);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
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
          aria-label={t('search.text')}
          placeholder={t('search.placeholder')}
          size="xs"
          w={200}
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
