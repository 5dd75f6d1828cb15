import type { ColorScheme, Language } from '../shared/bridge-client';
import { CANVAS_FONT, wrapText } from '../shared/canvas-text';
import { say } from '../shared/texts';
import type { InboxMessage } from './messages';
import { TEXTS } from './texts';

const PALETTE = {
  light: {
    paper: '#ffffff',
    ink: '#1a1f24',
    muted: '#5b6772',
    bar: '#16787f',
    barInk: '#ffffff',
    line: '#d7dee5',
  },
  dark: {
    paper: '#1d242b',
    ink: '#e8edf1',
    muted: '#9fabb6',
    bar: '#0f5a60',
    barInk: '#ffffff',
    line: '#33404c',
  },
};
const URGENCY_COLOR = { low: '#2b8a3e', medium: '#d9480f', high: '#c92a2a' };

/** Paints one message on the monitor, as a mail client would show it. */
export function paintEmail(
  context: CanvasRenderingContext2D,
  message: InboxMessage,
  position: { n: number; total: number },
  language: Language,
  scheme: ColorScheme,
): void {
  const { width, height } = context.canvas;
  const colors = PALETTE[scheme];
  const isRtl = language === 'ar';
  const margin = 40;
  const start = isRtl ? width - margin : margin;
  const text = (value: string, x: number, y: number, font: string, color: string) => {
    context.font = `${font} ${CANVAS_FONT}`;
    context.fillStyle = color;
    context.fillText(value, x, y);
  };

  context.direction = isRtl ? 'rtl' : 'ltr';
  context.textAlign = 'start';
  context.textBaseline = 'alphabetic';
  context.fillStyle = colors.paper;
  context.fillRect(0, 0, width, height);
  context.fillStyle = colors.bar;
  context.fillRect(0, 0, width, 72);
  text(say(TEXTS.messageOf, language, position), start, 48, '600 30px', colors.barInk);

  const urgencyLabel = say(TEXTS[`urgency${capitalize(message.urgency)}`], language);
  const pill = `${say(TEXTS.urgency, language)}: ${urgencyLabel}`;
  context.font = `600 24px ${CANVAS_FONT}`;
  const pillWidth = context.measureText(pill).width + 32;
  const pillX = isRtl ? margin : width - margin - pillWidth;
  context.fillStyle = URGENCY_COLOR[message.urgency];
  context.beginPath();
  context.roundRect(pillX, 18, pillWidth, 38, 19);
  context.fill();
  context.textAlign = 'center';
  text(pill, pillX + pillWidth / 2, 45, '600 24px', '#ffffff');
  context.textAlign = 'start';

  text(message.senderName[language], start, 130, '700 34px', colors.ink);
  context.direction = 'ltr';
  context.textAlign = isRtl ? 'right' : 'left';
  text(`<${message.senderAddress}>`, start, 170, '400 28px', colors.muted);
  context.direction = isRtl ? 'rtl' : 'ltr';
  context.textAlign = 'start';
  text(message.subject[language], start, 222, '600 32px', colors.ink);
  context.fillStyle = colors.line;
  context.fillRect(margin, 244, width - 2 * margin, 2);

  context.font = `400 28px ${CANVAS_FONT}`;
  const lines = wrapText(context, message.body[language], width - 2 * margin).slice(0, 4);
  lines.forEach((line, index) => {
    text(line, start, 292 + index * 40, '400 28px', colors.ink);
  });

  let y = 300 + lines.length * 40;
  if (message.link) {
    const label = message.link.text[language];
    context.font = `600 28px ${CANVAS_FONT}`;
    const buttonWidth = context.measureText(label).width + 48;
    const buttonX = isRtl ? width - margin - buttonWidth : margin;
    context.fillStyle = '#1c7ed6';
    context.beginPath();
    context.roundRect(buttonX, y, buttonWidth, 52, 10);
    context.fill();
    context.textAlign = 'center';
    text(label, buttonX + buttonWidth / 2, y + 36, '600 28px', '#ffffff');
    context.direction = 'ltr';
    context.textAlign = isRtl ? 'right' : 'left';
    text(`→ ${message.link.target}`, start, y + 92, '400 24px monospace,', colors.muted);
    context.direction = isRtl ? 'rtl' : 'ltr';
    context.textAlign = 'start';
    y += 110;
  }
  if (message.attachment) {
    context.direction = 'ltr';
    context.font = `600 26px ${CANVAS_FONT}`;
    const chipWidth = context.measureText(message.attachment).width + 76;
    const chipX = isRtl ? width - margin - chipWidth : margin;
    context.strokeStyle = colors.line;
    context.lineWidth = 3;
    context.beginPath();
    context.roundRect(chipX, y, chipWidth, 56, 10);
    context.stroke();
    context.fillStyle = '#e03131';
    context.fillRect(chipX + 14, y + 12, 26, 32);
    context.textAlign = 'left';
    text(message.attachment, chipX + 54, y + 38, '600 26px', colors.ink);
  }
}

const capitalize = <T extends string>(value: T) =>
  (value.charAt(0).toUpperCase() + value.slice(1)) as Capitalize<T>;
