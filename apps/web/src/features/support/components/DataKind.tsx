import { Box, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface DataKindProps {
  title: string;
  what: string;
  why: string;
  kept: string;
}

const TERMS = ['what', 'why', 'kept'] as const;

/** One kind of data of the privacy policy: what is kept, why, and for how long, as a definition list. */
export function DataKind(props: DataKindProps) {
  const { t } = useTranslation('pages');
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {props.title}
      </Title>
      <Box
        component="dl"
        m={0}
        style={{ display: 'grid', gridTemplateColumns: 'minmax(6rem, max-content) 1fr', gap: '4px 16px' }}
      >
        {TERMS.map((term) => (
          <Box key={term} style={{ display: 'contents' }}>
            <Text component="dt" fw={600} size="sm">
              {t(`privacy.data.${term}`)}
            </Text>
            <Text component="dd" size="sm" m={0}>
              {props[term]}
            </Text>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
