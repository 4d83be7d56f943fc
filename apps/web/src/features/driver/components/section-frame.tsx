import { Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

type SectionFrameProps = { title: string; intro?: string; children: ReactNode };

/** One section of the driver profile: a named region with its heading, so screen readers can find it. */
export const SectionFrame = ({ title, intro, children }: SectionFrameProps) => {
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
