import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeDigits } from '@awarequest/contracts';
import { i18next } from '../../../lib/i18n';
import { digitsIn } from '../../../lib/number-format';
import { useLanguage } from '../../../lib/use-language';
import { lookupFailureText, lookupSession } from '../api/lookup-session';
import { JOIN_BLOCK_KEYS, joinBlockOf, type JoinBlock } from '../model/can-join';
import { readSeat } from '../model/seats';
import classes from './join-by-pin-form.module.css';
import { usePlayerNavigation } from './player/player-navigation';
import { playerUi } from './player/player-ui';

const PIN_PATTERN = /^\d{6}$/;

/**
 * Enter a game PIN (Arabic-Indic digits accepted, and shown on an Arabic page; ?pin= fills it
 * in). A known game goes on to the nickname and avatar; a tab that already holds a seat in it
 * goes straight back to it. Errors are announced (role="alert") and tied to the field.
 */
export function JoinByPinForm() {
  // The live catalog loads only when a block needs its words: not before the field works.
  const { t } = useTranslation('common');
  const language = useLanguage();
  const { navigate, params } = usePlayerNavigation();
  const id = useId();
  const [pin, setPin] = useState(() => normalizeDigits(params.get('pin') ?? ''));
  const [isTouched, setIsTouched] = useState(false);
  const [block, setBlock] = useState<JoinBlock | null>(null);
  /** The server's refusal of the look-up itself (too many wrong PINs), in the screen's language. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const normalized = pin.replace(/\s/g, '');
  const isValid = PIN_PATTERN.test(normalized);
  const error =
    isTouched && !isValid ? t('join.pinInvalid') : block ? t(JOIN_BLOCK_KEYS[block]) : (refusal ?? undefined);

  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setIsTouched(true);
    if (!isValid) return;
    if (readSeat(normalized)) {
      navigate(`/game/${normalized}/lobby`);
      return;
    }
    setIsChecking(true);
    try {
      const lookup = await lookupSession(normalized);
      if (!lookup.ok) {
        await i18next.loadNamespaces('errors');
        setRefusal(lookupFailureText(lookup.failure, t));
        return;
      }
      const found = joinBlockOf(lookup.summary);
      if (found) await i18next.loadNamespaces('live');
      setBlock(found);
      if (!found) navigate(`/join-game?pin=${normalized}`);
    } finally {
      setIsChecking(false);
    }
  };

  return (
    <form className={classes.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={playerUi.field}>
        <label className={playerUi.label} htmlFor={`${id}-pin`}>
          {t('join.pin')}
        </label>
        <input
          id={`${id}-pin`}
          className={`${playerUi.input} ${classes.pin}`}
          placeholder={digitsIn(t('join.pinPlaceholder'), language)}
          value={digitsIn(pin, language)}
          onChange={(event) => {
            setPin(normalizeDigits(event.currentTarget.value));
            setBlock(null);
            setRefusal(null);
          }}
          onBlur={() => {
            setIsTouched(true);
          }}
          inputMode="numeric"
          autoComplete="off"
          maxLength={7}
          dir="ltr"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
        />
        <div id={`${id}-error`} className={playerUi.error} role="alert" data-testid="pin-error">
          {error}
        </div>
      </div>
      <button
        type="submit"
        className={`${playerUi.button} ${classes.submit}`}
        aria-disabled={isChecking || undefined}
      >
        {t('join.submit')}
      </button>
    </form>
  );
}
