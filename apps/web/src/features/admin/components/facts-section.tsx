import { Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** One titled part of a staff detail page (a load, a problem report), named by its heading for screen readers. */
export const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const id = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
};

/** A label and its value, one per line, so a phone reads it as easily as a desktop. */
export const Facts = ({ rows }: { rows: [string, ReactNode][] }) => (
  <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(8rem, 45%) 1fr', gap: '0.25rem 0.75rem' }}>
    {rows.map(([label, value]) => (
      <div key={label} style={{ display: 'contents' }}>
        <dt style={{ fontWeight: 600 }}>{label}</dt>
        <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
      </div>
    ))}
  </dl>
);

/** A party as staff reach them: name, email and telephone, or a dash when there is nobody. */
export const person = (who: { name: string; email: string | null; telephone: string | null } | null) =>
  who ? [who.name, who.email, who.telephone].filter(Boolean).join(' · ') : '—';
