/** Texts of a question in both languages, as the contracts send them. */
export interface LocalizedText {
  en: string;
  ar: string;
}

/** A choice as the answer components draw it; its picture carries alt text in both languages. */
export interface AnswerChoice {
  key: string;
  /** Null on a player's phone when the host shows the questions only on the big screen. */
  text: LocalizedText | null;
  image?: string | null | undefined;
  image_alt?: LocalizedText | null | undefined;
}
