import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { SEARCH_TEXT_MAX_LENGTH } from '@spona/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface SearchTextFormProps {
  /** Accessible name of the search landmark. */
  formLabel: string;
  label: string;
  placeholder: string;
  /** The text of the URL state; the input starts from it and resets when it changes. */
  query: string;
  onSearch: (query: string) => void;
}

/** The text input and button at the top of a search page. */
export function SearchTextForm({ formLabel, label, placeholder, query, onSearch }: SearchTextFormProps) {
  const { t } = useTranslation('search');
  const [text, setText] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  // A new text from the URL (back, a link) replaces what is typed, without remounting the input, so
  // the focus stays in it after a search by Enter (issue 18).
  if (query !== shownQuery) {
    setShownQuery(query);
    setText(query);
  }
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('query') ?? ''));
  };
  return (
    <form role="search" aria-label={formLabel} onSubmit={handleSubmit}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          name="query"
          type="search"
          label={label}
          placeholder={placeholder}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          style={{ flex: 1 }}
        />
        <Button type="submit" leftSection={<IconSearch size={16} />}>
          {t('filters.search')}
        </Button>
      </Group>
    </form>
  );
}
