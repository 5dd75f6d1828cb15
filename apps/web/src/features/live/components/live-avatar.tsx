import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarOf } from '../../../components/avatar-icons';
import classes from './live-avatar.module.css';

/** Mantine's avatar sizes, so host and player screens keep their proportions. */
const SIZES = { xs: 16, sm: 26, md: 38, lg: 56, xl: 84 } as const;

interface LiveAvatarProps {
  avatar: string;
  size?: keyof typeof SIZES | number;
  /** Decorative next to a nickname (the default); otherwise it carries its name. */
  isLabelled?: boolean;
}

/** A player's avatar on live screens, drawn without Mantine so the player's light page has it. */
export function LiveAvatar({ avatar, size = 'md', isLabelled = false }: LiveAvatarProps) {
  const { t } = useTranslation('avatars');
  const entry = avatarOf(avatar);
  const pixels = typeof size === 'number' ? size : SIZES[size];
  const style = { '--avatar-size': `${pixels}px`, '--avatar-tone': entry.tone } as CSSProperties;
  return (
    <span
      className={classes.disc}
      style={style}
      aria-hidden={isLabelled ? undefined : true}
      aria-label={isLabelled && entry.id ? t(entry.id) : undefined}
      role={isLabelled ? 'img' : undefined}
    >
      <entry.Icon size="62%" stroke={1.6} aria-hidden />
    </span>
  );
}
