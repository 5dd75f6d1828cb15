import { IconMoon, IconSun } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../lib/i18n';
import { runtimeConfig } from '../lib/runtime-config';
import { useLanguage } from '../lib/use-language';
import { saveColorScheme, useColorScheme } from './color-scheme';
import classes from './player-shell.module.css';
import { PlayerToasts } from './player-toasts';
import { applyProviderTheme, useProviderLogo } from './provider-theme';

/** The frame of the player's light page: the brand, the language and scheme switches, the screen. */
export function PlayerShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const scheme = useColorScheme();
  const logo = useProviderLogo();
  const other = language === 'ar' ? 'en' : 'ar';
  const toggleScheme = () => {
    const next = scheme === 'dark' ? 'light' : 'dark';
    saveColorScheme(next);
    applyProviderTheme();
  };
  return (
    <>
      <header className={classes.bar}>
        <a className={classes.brand} href="/">
          {logo && <img className={classes.logo} src={logo} alt="" height={28} />}
          <span className={classes.name}>{runtimeConfig().appName}</span>
        </a>
        <div className={classes.tools}>
          <button
            type="button"
            className={classes.tool}
            lang={other}
            onClick={() => void setLanguage(other)}
            aria-label={`${t('language.label')}: ${t(`language.${other}`)}`}
          >
            {t(`language.${other}`)}
          </button>
          <button
            type="button"
            className={classes.tool}
            onClick={toggleScheme}
            aria-label={scheme === 'dark' ? t('colorScheme.toLight') : t('colorScheme.toDark')}
          >
            {scheme === 'dark' ? <IconSun size={20} aria-hidden /> : <IconMoon size={20} aria-hidden />}
          </button>
        </div>
      </header>
      <main id="main" className={classes.main} tabIndex={-1}>
        <div className={classes.content}>{children}</div>
      </main>
      <PlayerToasts />
    </>
  );
}
