import { hasUnknownPlaceholder, type ContentPack, type LocalizedText } from '@awarequest/contracts';

/**
 * The pack's Arabic house style (docs/content-style.md), as far as a machine can check it.
 * Each finding names the rule, where it is and the offending words.
 */
export type HouseStyleRule = 'quotes' | 'ltr_mark' | 'true_false_stem' | 'glossary' | 'placeholder';
export interface HouseStyleFinding {
  rule: HouseStyleRule;
  where: string;
  excerpt: string;
}

/** Preferred term → variants the pack does not use (docs/content-style.md, glossary). */
export const ARABIC_GLOSSARY: Record<string, string[]> = {
  'كلمة المرور': ['كلمة السر', 'الباسورد'],
  'برمجيات الفدية': ['برامج الفدية'],
  'البرمجيات الخبيثة': ['البرامج الضارة', 'البرمجيات الضارة', 'البرامج الخبيثة'],
  'مفتاح المرور': ['باسكي'],
  'التصيد الاحتيالي': ['الفيشينغ', 'التصيد الإلكتروني'],
  'المصادقة متعددة العوامل': ['المصادقة الثنائية'],
  'رمز QR': ['رمز الاستجابة السريعة', 'كود QR', 'باركود'],
  'فريق الأمن': ['فريق أمن المعلومات'],
};

/** Straight and English curly double quotes: Arabic quotes with «». */
const LATIN_QUOTES = /["“”]/;
/** A Latin token starting with "." or "+" (".lockd", "+966") without a left-to-right mark before it. */
const UNMARKED_LTR_TOKEN = /(?:^|[^\u200eA-Za-z0-9.])([.+][A-Za-z0-9][\w.-]*)/;
const TRUE_FALSE_STEM = { en: /^\W*true or false\b/i, ar: /^\W*(?:صواب|صحيح) أم خطأ/ };

interface PackText {
  where: string;
  text: LocalizedText;
  trueFalse?: boolean;
  /** Category and game names and descriptions are shown in many places: no placeholders there. */
  isTitle?: boolean;
}

function* textsOf(pack: ContentPack): Generator<PackText> {
  for (const category of pack.categories) {
    yield { where: `category ${category.key} name`, text: category.name, isTitle: true };
    yield { where: `category ${category.key} description`, text: category.description, isTitle: true };
  }
  for (const game of pack.games) {
    yield { where: `${game.key} name`, text: game.name, isTitle: true };
    yield { where: `${game.key} description`, text: game.description, isTitle: true };
    for (const question of game.questions) {
      const at = `${game.key}/${question.key}`;
      yield { where: at, text: question.text, trueFalse: question.kind === 'true_false' };
      for (const choice of question.choices) {
        yield { where: `${at} choice ${choice.key}`, text: choice.text };
        if (choice.image_alt) yield { where: `${at} choice ${choice.key} image alt`, text: choice.image_alt };
      }
      if (question.image_alt) yield { where: `${at} image alt`, text: question.image_alt };
      if (question.slider) yield { where: `${at} slider unit`, text: question.slider.unit };
      yield { where: `${at} explanation`, text: question.explanation };
      // Accepted answers are left out: they list what people type, avoided terms included.
    }
  }
}

const around = (text: string, index: number) => text.slice(Math.max(0, index - 20), index + 30);

export function houseStyleFindings(pack: ContentPack): HouseStyleFinding[] {
  const findings: HouseStyleFinding[] = [];
  const add = (rule: HouseStyleRule, where: string, excerpt: string) =>
    findings.push({ rule, where, excerpt });
  for (const { where, text, trueFalse, isTitle } of textsOf(pack)) {
    const { ar } = text;
    const quote = ar.search(LATIN_QUOTES);
    if (quote >= 0) add('quotes', where, around(ar, quote));
    const unmarked = UNMARKED_LTR_TOKEN.exec(ar);
    if (unmarked) add('ltr_mark', where, unmarked[1]!);
    if (trueFalse && (TRUE_FALSE_STEM.en.test(text.en) || TRUE_FALSE_STEM.ar.test(ar)))
      add('true_false_stem', where, text.en.slice(0, 40));
    for (const [preferred, avoided] of Object.entries(ARABIC_GLOSSARY)) {
      for (const variant of avoided)
        if (ar.includes(variant)) add('glossary', where, `${variant} → ${preferred}`);
    }
    const misplaced = isTitle === true && (text.en + ar).includes('{{');
    if (misplaced || hasUnknownPlaceholder(text.en) || hasUnknownPlaceholder(ar))
      add('placeholder', where, text.en.slice(0, 40));
  }
  return findings;
}
