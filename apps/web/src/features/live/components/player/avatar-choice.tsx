import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATARS } from '../../../../components/avatar-icons';
import { LiveAvatar } from '../live-avatar';
import classes from './avatar-choice.module.css';

interface AvatarChoiceProps {
  value: string;
  onChange: (avatar: string) => void;
  label: string;
}

/** The avatar choice of docs/product.md §2 on the player's page: a radio group of named avatars. */
export function AvatarChoice({ value, onChange, label }: AvatarChoiceProps) {
  const { t } = useTranslation('avatars');
  const name = useId();
  return (
    <fieldset className={classes.group}>
      <legend className={classes.legend}>{label}</legend>
      <div className={classes.grid}>
        {AVATARS.map((avatar) => (
          <label key={avatar.id} className={classes.card}>
            <input
              type="radio"
              className={classes.radio}
              name={name}
              value={avatar.id}
              checked={value === avatar.id}
              onChange={() => {
                onChange(avatar.id);
              }}
            />
            <LiveAvatar avatar={avatar.id} size="md" />
            <span className={classes.name}>{t(avatar.id)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
