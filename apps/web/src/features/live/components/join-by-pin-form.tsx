import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { normalizeDigits } from '@awarequest/contracts';
import { JOIN_BLOCK_KEYS, joinBlockOf, type JoinBlock } from '../model/can-join';
import { readSeat } from '../model/seats';

const PIN_PATTERN = /^\d{6}$/;

/**
 * Enter a game PIN (Arabic-Indic digits accepted; ?pin= fills it in). A known game goes on to
 * the nickname and avatar; a tab that already holds a seat in it goes straight back to it.
 */
export function JoinByPinForm() {
  const { t } = useTranslation(['common', 'live']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [pin, setPin] = useState(params.get('pin') ?? '');
  const [isTouched, setIsTouched] = useState(false);
  const [block, setBlock] = useState<JoinBlock | null>(null);
  /** The server's refusal of the look-up itself (too many wrong PINs), in the screen's language. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const normalized = normalizeDigits(pin).replace(/\s/g, '');
  const isValid = PIN_PATTERN.test(normalized);
  const error =
    isTouched && !isValid ? t('join.pinInvalid') : block ? t(JOIN_BLOCK_KEYS[block]) : (refusal ?? undefined);

  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setIsTouched(true);
    if (!isValid) return;
    if (readSeat(normalized)) {
      void navigate(`/game/${normalized}/lobby`);
      return;
    }
    setIsChecking(true);
    try {
      // Loaded on submit: the API client is not part of the join page's first load.
      const { getSessionSummary, lookupFailureText } = await import('../api/get-session-summary');
      const summary = await getSessionSummary(normalized).catch((failure: unknown) => {
        setRefusal(lookupFailureText(failure, t));
        return undefined;
      });
      if (summary === undefined) return;
      const found = joinBlockOf(summary);
      setBlock(found);
      if (!found) void navigate(`/join-game?pin=${normalized}`);
    } finally {
      setIsChecking(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Group align="flex-start" maw={420}>
        <TextInput
          label={t('join.pin')}
          placeholder={t('join.pinPlaceholder')}
          value={pin}
          onChange={(event) => {
            setPin(event.currentTarget.value);
            setBlock(null);
            setRefusal(null);
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
        <Button type="submit" size="lg" mt={{ base: 0, xs: 29 }} loading={isChecking}>
          {t('join.submit')}
        </Button>
      </Group>
    </form>
  );
}
