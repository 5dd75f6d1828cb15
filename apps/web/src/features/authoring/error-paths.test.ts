import { describe, expect, it } from 'vitest';
import { describeErrorPath } from './error-paths';

const words = {
  item: (list: string, n: number) => `${list}#${n}`,
  language: (language: string) => (language === 'en' ? 'English' : 'Arabic'),
};

describe('describeErrorPath', () => {
  it('numbers the items of a pack from 1 and names the field and language', () => {
    expect(describeErrorPath('games.0.questions.2.text.ar', 'en', words)).toBe(
      'games#1 › questions#3 › Question text (Arabic)',
    );
  });

  it('names a choice by its number and language alone', () => {
    expect(describeErrorPath('games.1.questions.0.choices.1.text.en', 'en', words)).toBe(
      'games#2 › questions#1 › choices#2 (English)',
    );
  });

  it('uses the field labels of the UI language', () => {
    expect(describeErrorPath('categories.0.key', 'ar', words)).toBe('categories#1 › المفتاح');
  });

  it('names a sheet row in the UI language and keeps the column as the file has it', () => {
    expect(describeErrorPath('row 3 › correct', 'en', words)).toBe('row#3 › correct');
    expect(describeErrorPath('row 1 › text_ar', 'ar', words)).toBe('row#1 › text_ar');
  });

  it('leaves any other wording as it is', () => {
    expect(describeErrorPath('file', 'en', words)).toBe('File');
    expect(describeErrorPath('a › b', 'en', words)).toBe('a › b');
  });
});
