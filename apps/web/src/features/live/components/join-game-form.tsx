import { IconLogin2 } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AUTO_AVATAR,
  AVATAR_IDS,
  formatRuleMessage,
  playerNicknameSchema,
  type AvatarId,
} from '@awarequest/contracts';
import { useLanguage } from '../../../lib/use-language';
import { pageOfPhase, playerPath } from '../model/phase-path';
import { joinGame } from '../model/player-session';
import { AvatarChoice } from './player/avatar-choice';
import { usePlayerNavigation } from './player/player-navigation';
import { playerUi } from './player/player-ui';

/** A field's error: a rule of the contracts ('rule:min|2', worded in the screen's language) or the server's words. */
type FieldError = { rule: string } | { words: string };

/**
 * The second join step: a nickname (checked here with the server's own rules, zod/mini, and by
 * the server for uniqueness and offensive words), an avatar, and the extra-time request.
 */
export function JoinGameForm({ pin }: { pin: string }) {
  const { t } = useTranslation('live');
  const language = useLanguage();
  const { navigate } = usePlayerNavigation();
  const id = useId();
  const nicknameRef = useRef<HTMLInputElement>(null);
  const [nickname, setNickname] = useState('');
  // No avatar picked: the server gives the session's least used one (distinct faces).
  const [avatar, setAvatar] = useState<AvatarId | typeof AUTO_AVATAR>(AUTO_AVATAR);
  const [isExtended, setIsExtended] = useState(false);
  const [isTouched, setIsTouched] = useState(false);
  const [serverError, setServerError] = useState<FieldError | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const parsed = playerNicknameSchema.safeParse(nickname);
  const ruleError: FieldError | null =
    isTouched && !parsed.success ? { rule: parsed.error.issues[0]?.message ?? '' } : null;
  const error = serverError ?? ruleError;
  const errorText = error
    ? 'words' in error
      ? error.words
      : formatRuleMessage(error.rule, 'nickname', language)
    : undefined;

  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setIsTouched(true);
    setRefusal(null);
    if (!parsed.success) {
      nicknameRef.current?.focus();
      return;
    }
    setIsSubmitting(true);
    try {
      const ack = await joinGame({ pin, nickname: parsed.data, avatar, extended_time: isExtended });
      if (ack.ok) {
        navigate(playerPath(pin, pageOfPhase(ack.data.view.phase)), { replace: true });
        return;
      }
      const nicknameMessage = ack.errors?.nickname?.[0];
      if (nicknameMessage) {
        setServerError({ words: nicknameMessage });
        nicknameRef.current?.focus();
      } else setRefusal(ack.message);
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <form className={playerUi.stack} onSubmit={(event) => void submit(event)} noValidate>
      <div role="alert">
        {refusal && (
          <p className={playerUi.notice} data-tone="error">
            {refusal}
          </p>
        )}
      </div>
      <div className={playerUi.field}>
        <label className={playerUi.label} htmlFor={`${id}-nickname`}>
          {t('join.nickname')}
          <span className={playerUi.required} aria-hidden>
            *
          </span>
        </label>
        <span id={`${id}-hint`} className={playerUi.hint}>
          {t('join.nicknameHint')}
        </span>
        <input
          ref={nicknameRef}
          id={`${id}-nickname`}
          className={playerUi.input}
          name="nickname"
          autoComplete="nickname"
          maxLength={20}
          required
          value={nickname}
          onChange={(event) => {
            setNickname(event.currentTarget.value);
            setServerError(null);
          }}
          onBlur={() => {
            setIsTouched(true);
          }}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={`${id}-hint ${id}-error`}
        />
        <div id={`${id}-error`} className={playerUi.error} role="alert">
          {errorText}
        </div>
      </div>
      <AvatarChoice
        value={avatar}
        onChange={(next) => {
          const found = AVATAR_IDS.find((id) => id === next);
          if (found) setAvatar(found);
        }}
        label={t('join.avatar')}
      />
      <div className={playerUi.field}>
        <label className={playerUi.label} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <input
            type="checkbox"
            checked={isExtended}
            onChange={(event) => {
              setIsExtended(event.currentTarget.checked);
            }}
            aria-describedby={`${id}-extended`}
            style={{ width: 20, height: 20, margin: 0 }}
          />
          {t('join.extendedTime')}
        </label>
        <span id={`${id}-extended`} className={playerUi.hint}>
          {t('join.extendedTimeHint')}
        </span>
      </div>
      <button
        type="submit"
        className={playerUi.button}
        style={{ alignSelf: 'flex-start' }}
        aria-disabled={isSubmitting || undefined}
      >
        <IconLogin2 size={20} className="aq-mirror" aria-hidden />
        {t('join.submit')}
      </button>
    </form>
  );
}
