import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { lightUi } from '../../../components/light-ui';
import classes from './login-screen.module.css';

/** A password input without Mantine, with the show/hide button Mantine's PasswordInput has. */
export function PlainPasswordInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useTranslation();
  const [isShown, setIsShown] = useState(false);
  return (
    <div className={classes.password}>
      <input {...props} type={isShown ? 'text' : 'password'} className={lightUi.input} />
      <button
        type="button"
        className={classes.reveal}
        aria-label={t('togglePassword')}
        aria-pressed={isShown}
        onClick={() => {
          setIsShown((shown) => !shown);
        }}
      >
        {isShown ? <IconEyeOff size={20} aria-hidden /> : <IconEye size={20} aria-hidden />}
      </button>
    </div>
  );
}
