import { Button, Group, Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { suggestEmail } from './email-typo';

type EmailFieldProps = Omit<TextInputProps, 'type' | 'value' | 'defaultValue' | 'onChange'> & {
  /** Controlled use; without it the field keeps its own value (and a form reads it by `name`). */
  value?: string;
  onChange?: (value: string) => void;
};

/**
 * An email input that spots a mistyped provider ("gmial.com") and offers the likely address: one tap takes it,
 * another keeps what was typed. Nothing is ever changed without the person's tap.
 */
export const EmailField = ({ value, onChange, ...props }: EmailFieldProps) => {
  const { t } = useTranslation();
  const [ownValue, setOwnValue] = useState('');
  const [keptAsTyped, setKeptAsTyped] = useState<string | null>(null);
  const current = value ?? ownValue;
  const suggestion = current.trim() === keptAsTyped ? null : suggestEmail(current);

  const change = (next: string) => {
    if (value === undefined) setOwnValue(next);
    onChange?.(next);
  };

  return (
    <Stack gap={6}>
      <TextInput
        type="email"
        autoComplete="email"
        {...props}
        value={current}
        onChange={(event) => change(event.currentTarget.value)}
      />
      <div aria-live="polite">
        {suggestion && (
          <Group gap="xs" wrap="wrap">
            <Text size="sm">{t('emailSuggestion.question', { email: suggestion })}</Text>
            <Button size="compact-sm" variant="light" onClick={() => change(suggestion)}>
              {t('emailSuggestion.accept')}
            </Button>
            <Button size="compact-sm" variant="subtle" onClick={() => setKeptAsTyped(current.trim())}>
              {t('emailSuggestion.keep')}
            </Button>
          </Group>
        )}
      </div>
    </Stack>
  );
};
