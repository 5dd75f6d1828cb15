import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATARS } from './avatar-icons';
import classes from './avatar-radio-group.module.css';

export interface AvatarRadioGroupProps {
  value: string;
  onChange: (avatar: string) => void;
  label: string;
}

interface Props extends AvatarRadioGroupProps {
  /** Draws one avatar's picture (Mantine's in the app, a plain one on the player's light page). */
  renderAvatar: (avatar: string) => ReactNode;
  /** The form's look (a field label like Mantine's) or the light page's (a bolder legend). */
  look: 'form' | 'light';
}

/**
 * The avatar choice of docs/product.md §2: a radio group of named avatars, built on native radios
 * so that it is one tab stop and the arrow keys move the choice (left and right follow the page's
 * direction), as a radio group should be. Without Mantine, so the player's light page has it too.
 */
export function AvatarRadioGroup({ value, onChange, label, renderAvatar, look }: Props) {
  const { t } = useTranslation('avatars');
  const name = useId();
  return (
    <fieldset className={classes.group} data-look={look}>
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
            {renderAvatar(avatar.id)}
            <span className={classes.name}>{t(avatar.id)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
