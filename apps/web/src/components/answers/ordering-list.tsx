import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText, type Language } from '@awarequest/contracts';
import { formatNumber } from '../../lib/number-format';
import type { AnswerChoice } from './answer-choice';
import classes from './answers.module.css';
import { ChoiceImage } from './choice-image';

interface OrderingListProps {
  items: readonly AnswerChoice[];
  /** Every item's key, in the player's order. */
  order: readonly string[];
  onChange: (order: string[]) => void;
  isDisabled: boolean;
  language: Language;
  /**
   * An item without its text (a live game showing the questions on the host's screen only): the
   * name and mark the room sees for it there (its shape), so the player can still order it.
   */
  standInOf?: (key: string) => ItemStandIn | undefined;
}

export interface ItemStandIn {
  name: string;
  mark: ReactNode;
}

/** Moves the key at `from` to `to`, the others keeping their order. */
export function moveKey(order: readonly string[], from: number, to: number): string[] {
  const next = [...order];
  const [key] = next.splice(from, 1);
  if (key !== undefined) next.splice(to, 0, key);
  return next;
}

/**
 * An ordering question: the items as a numbered list, each with "move up" and "move down"
 * buttons (the keyboard's and the screen reader's way) and draggable with a mouse. Each move is
 * announced in a live region, and the focus stays on the moved item's button.
 */
export function OrderingList({ items, order, onChange, isDisabled, language, standInOf }: OrderingListProps) {
  const { t } = useTranslation('answers');
  const hintId = useId();
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const byKey = new Map(items.map((item) => [item.key, item]));
  const textOf = (key: string) => {
    const item = byKey.get(key);
    return item?.text ? pickText(item.text, language) : (standInOf?.(key)?.name ?? key);
  };
  const move = (from: number, to: number) => {
    const key = order[from];
    if (key === undefined || to < 0 || to >= order.length || from === to) return;
    onChange(moveKey(order, from, to));
    setAnnouncement(
      t('ordering.moved', {
        item: textOf(key),
        position: formatNumber(to + 1, language),
        total: formatNumber(order.length, language),
      }),
    );
  };
  const focusMove = (key: string, direction: 'up' | 'down') => {
    // After the list re-renders, the moved item's button keeps the focus (or its other one at an end).
    requestAnimationFrame(() => {
      const row = document.querySelector(`[data-order-key="${CSS.escape(key)}"]`);
      const button = row?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]:not(:disabled)`);
      (button ?? row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)'))?.focus();
    });
  };
  return (
    <div className={classes.stack}>
      <p className={classes.hint} id={hintId}>
        {t('ordering.instructions')}
      </p>
      <ol className={classes.list} aria-describedby={hintId}>
        {order.map((key, index) => {
          const item = byKey.get(key);
          const text = textOf(key);
          return (
            <li
              key={key}
              className={classes.item}
              data-order-key={key}
              data-dragging={dragged === index || undefined}
              data-over={over === index && dragged !== index ? true : undefined}
              draggable={!isDisabled}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', key);
                setDragged(index);
              }}
              onDragOver={(event) => {
                if (dragged === null) return;
                event.preventDefault();
                setOver(index);
              }}
              onDragEnd={() => {
                setDragged(null);
                setOver(null);
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged !== null) move(dragged, index);
                setDragged(null);
                setOver(null);
              }}
            >
              <span className={classes.position} aria-hidden>
                {formatNumber(index + 1, language)}
              </span>
              {!item?.text && standInOf?.(key)?.mark}
              <ChoiceImage src={item?.image} alt={item?.image_alt} language={language} isThumb />
              <span className={classes.itemText}>{text}</span>
              <span className={classes.moves}>
                <button
                  type="button"
                  className={classes.iconButton}
                  data-move="up"
                  disabled={isDisabled || index === 0}
                  aria-label={t('ordering.moveUp', { item: text })}
                  onClick={() => {
                    move(index, index - 1);
                    focusMove(key, 'up');
                  }}
                >
                  <MoveArrow direction="up" />
                </button>
                <button
                  type="button"
                  className={classes.iconButton}
                  data-move="down"
                  disabled={isDisabled || index === order.length - 1}
                  aria-label={t('ordering.moveDown', { item: text })}
                  onClick={() => {
                    move(index, index + 1);
                    focusMove(key, 'down');
                  }}
                >
                  <MoveArrow direction="down" />
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <p className={classes.visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

/**
 * A move button's arrow, drawn (not an "↑" character): the button's name is its words, and a
 * character would be visible text that the name does not contain (WCAG 2.5.3).
 */
function MoveArrow({ direction }: { direction: 'up' | 'down' }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
    >
      <path
        d={direction === 'up' ? 'M12 19V5M5 12l7-7 7 7' : 'M12 5v14M5 12l7 7 7-7'}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
