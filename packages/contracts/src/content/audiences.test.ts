import { describe, expect, it } from 'vitest';
import { eventBodySchema } from '../events/events.js';
import { errorsOf } from '../test/rule-messages.js';
import { startAttemptBodySchema } from './attempts.js';
import { gameFieldsSchema, isServedTo, QUESTION_AUDIENCES, questionSchema } from './pack.js';

const question = {
  key: 'q1',
  kind: 'true_false',
  text: { en: 'Is it?', ar: 'هل هو؟' },
  choices: [
    { key: 'true', text: { en: 'True', ar: 'صحيح' } },
    { key: 'false', text: { en: 'False', ar: 'خطأ' } },
  ],
  correct: ['true'],
  explanation: { en: 'Yes', ar: 'نعم' },
};
const game = {
  key: 'g1',
  categories: ['phishing'],
  name: { en: 'Game', ar: 'لعبة' },
  description: { en: 'About', ar: 'عن' },
  type: 'interactive',
  duration_minutes: 10,
  pass_score: 70,
};
const event = {
  title: { en: 'Campaign', ar: 'حملة' },
  category_id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e04',
  event_type: 'campaign',
  starts_at: '2030-06-01T09:00:00.000Z',
  due_at: '2030-06-30T17:00:00.000Z',
  game_ids: ['5f0e3a52-1d8b-4b7e-8d0c-2a9f4c7e1b02'],
  audience: { everyone: true },
};

describe('question audiences', () => {
  it('are all staff, technical staff and managers', () => {
    expect(QUESTION_AUDIENCES).toEqual(['all_staff', 'technical', 'managers']);
  });

  it('default to all staff for a question and a game, and keep a value given', () => {
    expect(questionSchema.parse(question).audience).toBe('all_staff');
    expect(questionSchema.parse({ ...question, audience: 'technical' }).audience).toBe('technical');
    expect(gameFieldsSchema.parse(game).audience).toBe('all_staff');
    expect(gameFieldsSchema.parse({ ...game, audience: 'managers' }).audience).toBe('managers');
  });

  it('refuse an unknown audience with a clear message in both languages', () => {
    expect(errorsOf(questionSchema, { ...question, audience: 'developers' })).toEqual({
      audience: ['Please choose a valid Audience'],
    });
    expect(errorsOf(gameFieldsSchema, { ...game, audience: 'everyone' }, 'ar')).toEqual({
      audience: ['يرجى اختيار الجمهور صالح'],
    });
  });
});

describe('serving questions', () => {
  it('serves all-staff questions to every play and the others only to their own audience', () => {
    expect(isServedTo('all_staff', 'technical')).toBe(true);
    expect(isServedTo('all_staff', 'all_staff')).toBe(true);
    expect(isServedTo('technical', 'technical')).toBe(true);
    expect(isServedTo('technical', 'all_staff')).toBe(false);
    expect(isServedTo('managers', 'technical')).toBe(false);
  });
});

describe("an event's question audience", () => {
  it('is null (each game keeps its own) unless chosen', () => {
    expect(eventBodySchema.parse(event).question_audience).toBeNull();
    expect(eventBodySchema.parse({ ...event, question_audience: 'technical' }).question_audience).toBe(
      'technical',
    );
  });

  it('refuses a value that is not an audience', () => {
    expect(errorsOf(eventBodySchema, { ...event, question_audience: 'it' })).toEqual({
      question_audience: ['Please choose a valid Question audience'],
    });
  });
});

describe('starting an attempt for an event', () => {
  it('takes an optional event id, refusing one that is not an id', () => {
    expect(startAttemptBodySchema.parse({})).toEqual({});
    expect(errorsOf(startAttemptBodySchema, { event_id: 'nope' })).toEqual({
      event_id: ['Please choose a valid Event'],
    });
  });
});
