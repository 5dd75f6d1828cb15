import { pickText, type Language } from '@awarequest/contracts';
import type { LocalizedText } from './answer-choice';
import classes from './answers.module.css';

interface ChoiceImageProps {
  src: string | null | undefined;
  /** Required with every image (the pack's rules); an image without one is decorative. */
  alt: LocalizedText | null | undefined;
  language: Language;
  /** A small square beside a choice's text, or the question's picture at full width. */
  isThumb?: boolean;
}

/** A question's or a choice's picture with its alt text in the page's language. */
export function ChoiceImage({ src, alt, language, isThumb = false }: ChoiceImageProps) {
  if (!src) return null;
  return (
    <img
      src={src}
      alt={alt ? pickText(alt, language) : ''}
      className={isThumb ? classes.thumb : classes.image}
      loading="lazy"
      decoding="async"
    />
  );
}
