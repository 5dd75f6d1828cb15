import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { normalizeDigits } from '@awarequest/contracts';

const PIN_PATTERN = /^\d{6}$/;

/** Enter a game PIN (Arabic-Indic digits accepted) and go to that game's lobby. */
export function JoinByPinForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pin, setPin] = useState('');
  const [isTouched, setIsTouched] = useState(false);
  const normalized = normalizeDigits(pin).replace(/\s/g, '');
  const error = isTouched && !PIN_PATTERN.test(normalized) ? t('join.pinInvalid') : undefined;

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setIsTouched(true);
    if (PIN_PATTERN.test(normalized)) void navigate(`/game/${normalized}/lobby`);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" maw={420}>
        <TextInput
          label={t('join.pin')}
          placeholder={t('join.pinPlaceholder')}
          value={pin}
          onChange={(event) => {
            setPin(event.currentTarget.value);
          }}
          onBlur={() => {
            setIsTouched(true);
          }}
          error={error}
          inputMode="numeric"
          autoComplete="off"
          maxLength={7}
          size="lg"
          styles={{ input: { letterSpacing: '0.3em', textAlign: 'center' } }}
          style={{ flexGrow: 1 }}
        />
        <Button type="submit" size="lg" mt={{ base: 0, xs: 29 }}>
          {t('join.submit')}
        </Button>
      </Group>
    </form>
  );
}
