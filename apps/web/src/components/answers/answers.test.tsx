import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language, SliderView } from '@awarequest/contracts';
import arAnswers from '../../locales/ar/answers.json';
import enAnswers from '../../locales/en/answers.json';
import { addNumberFormat } from '../../lib/i18n';
import { OrderingList } from './ordering-list';
import { PollChoices } from './poll-choices';
import { SliderInput } from './slider-input';
import { TypeAnswerInput } from './type-answer-input';

const WORDS = { en: enAnswers, ar: arAnswers };

async function inLanguage(language: Language, ui: React.ReactNode) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { en: { answers: enAnswers }, ar: { answers: arAnswers } },
    interpolation: { escapeValue: false },
  });
  addNumberFormat(i18n);
  return {
    user: userEvent.setup(),
    ...render(
      <I18nextProvider i18n={i18n}>
        <div dir={language === 'ar' ? 'rtl' : 'ltr'}>{ui}</div>
      </I18nextProvider>,
    ),
  };
}

afterEach(() => {
  cleanup();
});

describe('the typed answer', () => {
  function Typed({ onSubmit }: { onSubmit: (text: string) => void }) {
    const [text, setText] = useState('');
    return <TypeAnswerInput value={text} onChange={setText} onSubmit={onSubmit} isDisabled={false} />;
  }

  it.each(['en', 'ar'] as const)(
    'sends what was typed, Arabic-Indic digits as typed, only once something is typed (%s)',
    async (language) => {
      const onSubmit = vi.fn();
      const { user } = await inLanguage(language, <Typed onSubmit={onSubmit} />);
      const send = screen.getByRole('button', { name: WORDS[language].submit });
      expect(send).toHaveProperty('disabled', true);
      await user.type(screen.getByLabelText(WORDS[language].typeAnswer.label), '   {Enter}');
      expect(onSubmit).not.toHaveBeenCalled();
      await user.clear(screen.getByLabelText(WORDS[language].typeAnswer.label));
      await user.type(screen.getByLabelText(WORDS[language].typeAnswer.label), 'كلمة ١٢٣{Enter}');
      expect(onSubmit).toHaveBeenCalledExactlyOnceWith('كلمة ١٢٣');
      await user.click(send);
      expect(onSubmit).toHaveBeenCalledTimes(2);
    },
  );
});

describe('the slider', () => {
  const view: SliderView = { min: 0, max: 100, step: 5, unit: { en: '%', ar: '٪' } };
  function Slider({ onChange, start = 50 }: { onChange: (value: number) => void; start?: number }) {
    const [value, setValue] = useState(start);
    return (
      <SliderInput
        view={view}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        isDisabled={false}
        language={document.documentElement.lang === 'ar' ? 'ar' : 'en'}
      />
    );
  }

  it('takes a typed number in Arabic-Indic digits, snaps it to a step inside the range, and reads it with its unit', async () => {
    document.documentElement.lang = 'ar';
    const onChange = vi.fn();
    const { user } = await inLanguage('ar', <Slider onChange={onChange} />);
    const range = screen.getByLabelText(WORDS.ar.slider.label);
    expect(range.getAttribute('aria-valuetext')).toBe('٥٠ ٪');
    const field = screen.getByRole('textbox');
    expect(field).toHaveProperty('value', '٥٠');
    await user.clear(field);
    await user.type(field, '٧٣{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(75);
    expect(field).toHaveProperty('value', '٧٥');
    expect(range).toHaveProperty('value', '75');
    await user.clear(field);
    await user.type(field, '500');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(100);
    // Something that is not a number goes back to the value.
    await user.clear(field);
    await user.type(field, 'abc');
    await user.tab();
    expect(field).toHaveProperty('value', '١٠٠');
    expect(onChange).toHaveBeenCalledTimes(2);
    document.documentElement.lang = 'en';
  });

  it('moves with the range input and shows the bounds with the unit', async () => {
    const onChange = vi.fn();
    await inLanguage('en', <Slider onChange={onChange} />);
    const range = screen.getByLabelText<HTMLInputElement>(WORDS.en.slider.label);
    expect(range.min).toBe('0');
    expect(range.max).toBe('100');
    expect(range.step).toBe('5');
    fireEvent.change(range, { target: { value: '35' } });
    expect(onChange).toHaveBeenLastCalledWith(35);
    expect(screen.getByText('0 %')).toBeTruthy();
    expect(screen.getByText('100 %')).toBeTruthy();
  });
});

describe('the ordering', () => {
  const items = ['a', 'b', 'c', 'd'].map((key) => ({
    key,
    text: { en: `Step ${key.toUpperCase()}`, ar: `الخطوة ${key}` },
  }));
  function Ordering({ onChange, language }: { onChange: (order: string[]) => void; language: Language }) {
    const [order, setOrder] = useState(['c', 'a', 'd', 'b']);
    return (
      <OrderingList
        items={items}
        order={order}
        onChange={(next) => {
          setOrder(next);
          onChange(next);
        }}
        isDisabled={false}
        language={language}
      />
    );
  }
  const texts = () => screen.getAllByRole('listitem').map((item) => item.textContent);

  it('reorders with the move buttons, keeps every item once, and announces each move', async () => {
    const onChange = vi.fn();
    const { user } = await inLanguage('en', <Ordering onChange={onChange} language="en" />);
    expect(screen.getByRole('button', { name: 'Move “Step C” up' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move “Step B” down' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Move “Step A” up' }));
    expect(onChange).toHaveBeenLastCalledWith(['a', 'c', 'd', 'b']);
    expect(screen.getByRole('status').textContent).toBe('“Step A” is now number 1 of 4.');
    await user.click(screen.getByRole('button', { name: 'Move “Step B” up' }));
    expect(onChange).toHaveBeenLastCalledWith(['a', 'c', 'b', 'd']);
    await user.click(screen.getByRole('button', { name: 'Move “Step B” up' }));
    expect(onChange).toHaveBeenLastCalledWith(['a', 'b', 'c', 'd']);
    expect(texts().map((text) => text.slice(1))).toEqual(['Step A', 'Step B', 'Step C', 'Step D']);
    expect(screen.getByRole('status').textContent).toBe('“Step B” is now number 2 of 4.');
  });

  it('works by keyboard alone and announces in Arabic with Arabic-Indic digits', async () => {
    const onChange = vi.fn();
    const { user } = await inLanguage('ar', <Ordering onChange={onChange} language="ar" />);
    const down = screen.getByRole('button', { name: 'انقل «الخطوة c» إلى الأسفل' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['a', 'c', 'd', 'b']);
    expect(screen.getByRole('status').textContent).toBe('أصبح «الخطوة c» في المركز ٢ من ٤.');
    expect(within(screen.getAllByRole('listitem')[0] as HTMLElement).getByText('١')).toBeTruthy();
  });
});

describe('the poll', () => {
  const choices = [
    { key: 'a', text: { en: 'Yes', ar: 'نعم' } },
    {
      key: 'b',
      text: { en: 'No', ar: 'لا' },
      image: '/img/no.webp',
      image_alt: { en: 'A red cross', ar: 'علامة حمراء' },
    },
  ];

  it('picks one choice, never marks one right or wrong, shows pictures with alt text and, once given, the shares', async () => {
    const onChange = vi.fn();
    const { user, rerender } = await inLanguage(
      'ar',
      <PollChoices
        choices={choices}
        selected={null}
        onChange={onChange}
        isDisabled={false}
        language="ar"
        label="رأيك؟"
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'رأيك؟' });
    await user.click(within(group).getByRole('radio', { name: /لا/ }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('b');
    expect(screen.getByRole('img', { name: 'علامة حمراء' })).toBeTruthy();
    expect(group.textContent).not.toMatch(/correct|صحيح|خطأ/);
    rerender(
      <PollChoices
        choices={choices}
        selected="b"
        onChange={onChange}
        isDisabled
        language="en"
        label="Your view?"
        shares={{ a: 25, b: 75 }}
      />,
    );
    expect(screen.getByRole('radio', { name: /No/ })).toHaveProperty('checked', true);
    expect(screen.getByText('75%')).toBeTruthy();
    expect(screen.getByText('25%')).toBeTruthy();
  });
});
