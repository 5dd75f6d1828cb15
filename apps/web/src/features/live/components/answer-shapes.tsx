import {
  IconCircleFilled,
  IconDiamondFilled,
  IconHexagonFilled,
  IconPentagonFilled,
  IconSquareFilled,
  IconTriangleFilled,
  type Icon,
} from '@tabler/icons-react';

export interface AnswerShape {
  name: 'triangle' | 'diamond' | 'circle' | 'square' | 'hexagon' | 'pentagon';
  Icon: Icon;
  /** Tile colour and the text on it: every pair reads at 4.5:1 or more. */
  background: string;
  color: string;
}

/**
 * The classic four answer shapes, and two more for six-choice questions. A choice is told by
 * its shape and its name, never by colour alone, so the colours may look alike to some eyes.
 */
export const ANSWER_SHAPES: readonly AnswerShape[] = [
  { name: 'triangle', Icon: IconTriangleFilled, background: '#B91C1C', color: '#FFFFFF' },
  { name: 'diamond', Icon: IconDiamondFilled, background: '#1D4ED8', color: '#FFFFFF' },
  { name: 'circle', Icon: IconCircleFilled, background: '#FACC15', color: '#1A1B1E' },
  { name: 'square', Icon: IconSquareFilled, background: '#047857', color: '#FFFFFF' },
  { name: 'hexagon', Icon: IconHexagonFilled, background: '#7E22CE', color: '#FFFFFF' },
  { name: 'pentagon', Icon: IconPentagonFilled, background: '#0E7490', color: '#FFFFFF' },
];

export const shapeAt = (index: number): AnswerShape => ANSWER_SHAPES[index % ANSWER_SHAPES.length]!;
