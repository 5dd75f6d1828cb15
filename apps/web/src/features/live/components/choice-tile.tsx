import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shapeAt } from './answer-shapes';
import classes from './choice-tile.module.css';
import { VisuallyHidden } from './player/player-ui';

interface ChoiceTileProps {
  index: number;
  /** The choice's text, or null when players see only the shapes. */
  text: string | null;
  variant?: 'filled' | 'outline';
  /** Something at the end of the tile: a count, a "correct answer" badge. */
  end?: ReactNode;
}

/** The look of an answer: its shape, named in words, and its text. */
export function tileStyle(index: number): CSSProperties {
  const shape = shapeAt(index);
  return { '--aq-shape-bg': shape.background, '--aq-shape-fg': shape.color } as CSSProperties;
}

export function ShapeLabel({ index, text }: { index: number; text: string | null }) {
  const { t } = useTranslation('live');
  const shape = shapeAt(index);
  const name = t(`shapes.${shape.name}`);
  return (
    <>
      <shape.Icon size={32} className={classes.shape} aria-hidden />
      <span className={classes.text}>
        {text ?? name}
        {text !== null && <VisuallyHidden> ({name})</VisuallyHidden>}
      </span>
    </>
  );
}

/** A choice's shape alone, on its colour: a mark beside something that names it in words. */
export function ShapeMark({ index }: { index: number }) {
  const shape = shapeAt(index);
  return (
    <span className={classes.mark} style={tileStyle(index)} data-shape={shape.name} aria-hidden>
      <shape.Icon size={22} />
    </span>
  );
}

/** A choice as the room sees it (not a control): on the host's screen and in results. */
export function ChoiceTile({ index, text, variant = 'filled', end }: ChoiceTileProps) {
  return (
    <div
      className={classes.tile}
      style={tileStyle(index)}
      data-variant={variant}
      data-shape={shapeAt(index).name}
    >
      <ShapeLabel index={index} text={text} />
      {end && <span className={classes.end}>{end}</span>}
    </div>
  );
}

export { classes as choiceTileClasses };
