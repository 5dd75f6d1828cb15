import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LiveQuestion } from '@awarequest/contracts';
import { i18next, initI18n } from '../../../../lib/i18n';
import { useAppHarness } from '../../../../test/app-harness';
import { question, view } from '../../model/player-view.fixtures';
import { Podium } from '../podium';
import { RankingList } from '../ranking-list';
import { AnswerButtons, AnswerChecks } from './answer-controls';
import { LiveKindAnswer } from './live-kind-answer';
import { PlayerReveal } from './player-reveal';

const ranking = [
  { player_id: 'p1', nickname: 'Amal', avatar: 'cat', rank: 1, score: 1200, correct: 2 },
  { player_id: 'p2', nickname: 'Badr', avatar: 'dog', rank: 2, score: 800, correct: 1 },
];

const start = async (language: 'en' | 'ar') => {
  await initI18n(['common', 'live', 'avatars']);
  await i18next.changeLanguage(language);
};

const fourChoices: LiveQuestion = {
  ...question,
  choices: ['a', 'b', 'c', 'd'].map((key) => ({ key, text: { en: `Answer ${key}`, ar: `إجابة ${key}` } })),
};

describe('the player screens without Mantine', () => {
  useAppHarness();

  it('write rank, score and podium places as text a screen reader reads, in the reader digits', async () => {
    await start('ar');
    render(
      <>
        <RankingList ranking={ranking} label="ranking" />
        <Podium ranking={ranking} />
      </>,
    );
    // "Rank 1" and "1200 points" are words in the page, not an aria-label on a plain element.
    expect(screen.getAllByText('المركز ١')).toHaveLength(2);
    expect(screen.getAllByText('١٢٠٠ نقطة')).toHaveLength(2);
    expect(document.querySelectorAll('p[aria-label], span[aria-label]:not([role])')).toHaveLength(0);
  });

  it('send one tap for one answer, with the shape named beside the text', async () => {
    await start('en');
    const onAnswer = vi.fn(() => Promise.resolve());
    render(
      <AnswerButtons
        question={fourChoices}
        textOf={(index) => `Answer ${'abcd'[index]}`}
        isDisabled={false}
        onAnswer={onAnswer}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Answer c (Circle)' }));
    expect(onAnswer).toHaveBeenCalledWith(['c']);
  });

  it('show the shapes alone when the question is on the host screen only', async () => {
    await start('ar');
    render(
      <AnswerButtons
        question={{ ...fourChoices, text: null }}
        textOf={() => null}
        isDisabled={false}
        onAnswer={vi.fn()}
      />,
    );
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual(['مثلث', 'معيّن', 'دائرة', 'مربع']);
    expect(screen.getByRole('group').getAttribute('data-shapes-only')).toBe('true');
  });

  for (const [language, shapes, positions] of [
    ['en', ['Triangle', 'Diamond', 'Circle'], ['1', '2', '3']],
    ['ar', ['مثلث', 'معيّن', 'دائرة'], ['١', '٢', '٣']],
  ] as const) {
    it(`order the shapes the host screen shows when its texts are there only (${language})`, async () => {
      await start(language);
      await i18next.loadNamespaces(['answers']);
      const onAnswer = vi.fn(() => Promise.resolve());
      const user = userEvent.setup();
      render(
        <LiveKindAnswer
          question={{
            ...question,
            kind: 'ordering',
            text: null,
            choices: ['item-a', 'item-b', 'item-c'].map((key) => ({ key, text: null })),
          }}
          isDisabled={false}
          onAnswer={onAnswer}
        />,
      );
      const items = screen.getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual(
        shapes.map((name, index) => `${positions[index]}${name}`),
      );
      // No item key reaches the screen, and each item carries its shape's mark.
      expect(document.body.textContent).not.toMatch(/item-/);
      expect(items.map((item) => item.querySelector('[data-shape]')?.getAttribute('data-shape'))).toEqual([
        'triangle',
        'diamond',
        'circle',
      ]);
      // The moves name the shape too, and the order sent is of the items' keys.
      await user.click(
        screen.getByRole('button', { name: i18next.t('answers:ordering.moveDown', { item: shapes[0] }) }),
      );
      await user.click(screen.getByRole('button', { name: i18next.t('answers:submit') }));
      expect(onAnswer).toHaveBeenCalledWith({ choice_keys: ['item-b', 'item-a', 'item-c'] });
    });
  }

  it('send several answers with real checkboxes and one button', async () => {
    await start('en');
    const onAnswer = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    render(
      <AnswerChecks
        question={{ ...fourChoices, kind: 'multiple' }}
        textOf={(index) => `Answer ${'abcd'[index]}`}
        isDisabled={false}
        onAnswer={onAnswer}
      />,
    );
    const send = screen.getByRole<HTMLButtonElement>('button', { name: 'Send answer' });
    expect(send.disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Answer a (Triangle)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Answer d (Square)' }));
    await user.click(send);
    expect(onAnswer).toHaveBeenCalledWith(['a', 'd']);
  });

  it('focus the verdict once the result comes, on the same heading as before it', async () => {
    await start('en');
    const revealed = { ...view, phase: 'reveal' as const };
    const { rerender } = render(<PlayerReveal view={revealed} />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(document.activeElement).toBe(heading);
    rerender(
      <PlayerReveal
        view={{
          ...revealed,
          result: {
            index: 0,
            answered: true,
            is_correct: true,
            points: 900,
            score: 900,
            rank: 1,
            players: 2,
            streak: 1,
          },
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Correct answer' })).toBe(heading);
    expect(document.activeElement).toBe(heading);
  });
});
