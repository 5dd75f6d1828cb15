import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LiveQuestion, QuestionClosed } from '@awarequest/contracts';
import { i18next, initI18n, setLanguage } from '../../../../../lib/i18n';
import { KindStats } from './kind-stats';
import {
  ORDERING_CLOSED,
  ORDERING_QUESTION,
  POLL_CLOSED,
  POLL_QUESTION,
  SLIDER_CLOSED,
  SLIDER_QUESTION,
  TYPED_CLOSED,
  TYPED_QUESTION,
} from './kind-stats.fixtures';

/** The host's reveal of each new kind says its numbers in words, in English and Arabic. */

function show(question: LiveQuestion, closed: QuestionClosed) {
  return render(
    <MantineProvider>
      <KindStats question={question} closed={closed} />
    </MantineProvider>,
  );
}

beforeAll(async () => {
  await initI18n();
  // The catalogs load lazily: a first render would suspend and show nothing.
  await i18next.loadNamespaces('live');
});
afterEach(async () => {
  cleanup();
  await setLanguage('en');
});

describe('the host’s statistics per kind', () => {
  it('a slider: the answer beside the average and median estimate', () => {
    show(SLIDER_QUESTION, SLIDER_CLOSED);
    const stats = screen.getByTestId('slider-stats');
    expect(stats.textContent).toContain('Answer: 74 %');
    expect(stats.textContent).toContain('Average estimate: 58.4 %');
    expect(stats.textContent).toContain('Median estimate: 61 %');
    expect(stats.textContent).toContain('Full points within 5 % of the answer.');
  });

  it('a slider in Arabic: Arabic-Indic digits and the Arabic unit', async () => {
    await setLanguage('ar');
    show(SLIDER_QUESTION, SLIDER_CLOSED);
    expect(screen.getByTestId('slider-stats').textContent).toContain('متوسط التقديرات: ٥٨٫٤ ٪');
  });

  it('a typed answer: the accepted answers, then the most typed answers, each marked', () => {
    show(TYPED_QUESTION, TYPED_CLOSED);
    const stats = screen.getByTestId('typed-answer-stats');
    expect(stats.textContent).toContain('Phishing · التصيد الاحتيالي');
    const rows = within(screen.getByRole('list', { name: 'Most common answers' })).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-accepted'))).toEqual(['true', 'false', 'false', 'true']);
    expect(rows[0]?.textContent).toContain('phishing');
    expect(rows[0]?.textContent).toContain('Accepted');
    expect(rows[0]?.textContent).toContain('5 · 50%');
  });

  it('an ordering: the items in the right order, not as they were served, with how many put each in place', () => {
    show(ORDERING_QUESTION, ORDERING_CLOSED);
    const rows = within(screen.getByRole('list', { name: 'The right order' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Stop: do not click'),
      expect.stringContaining('Check the sender'),
      expect.stringContaining('Report it'),
      expect.stringContaining('Delete the message'),
    ]);
    expect(rows[0]?.textContent).toContain('9 in place · 90%');
  });

  it('a poll: the distribution, no answer marked right, and a word that nobody scores', () => {
    show(POLL_QUESTION, POLL_CLOSED);
    expect(screen.getAllByTestId('stat-row').map((row) => row.getAttribute('data-correct'))).toEqual([
      'false',
      'false',
      'false',
    ]);
    expect(screen.getByTestId('poll-note').textContent).toContain(
      'A poll: no answer is right and nobody earns points.',
    );
  });
});
