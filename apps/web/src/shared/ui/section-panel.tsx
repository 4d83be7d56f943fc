import { Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

type SectionPanelProps = { title: string; intro?: string; children: ReactNode };

/** One titled block of a profile screen (account or driver); a named region, so screen readers can jump between sections. */
export const SectionPanel = ({ title, intro, children }: SectionPanelProps) => {
  const titleId = useId();
  return (
    <Paper component="section" withBorder p={{ base: 'md', sm: 'lg' }} aria-labelledby={titleId}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id={titleId}>
            {title}
          </Title>
          {intro && (
            <Text c="dimmed" size="sm" mt={4}>
              {intro}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
};
