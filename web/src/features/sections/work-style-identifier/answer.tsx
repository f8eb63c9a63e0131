import type { AnswerProps } from '../types';
import { isString, readChoiceMap, setChoice } from '../common/answer-maps';
import { WorkStyleQuestions } from './questions';
import { CHOICE_CHANGE } from '../common/choice-group';

export default function WorkStyleAnswer({ content, answers, onChange, disabled }: AnswerProps) {
  return (
    <WorkStyleQuestions
      content={content}
      answers={readChoiceMap(answers, isString)}
      disabled={disabled}
      onChange={(id, v) => onChange((current) => setChoice(readChoiceMap(current, isString), id, v), CHOICE_CHANGE)}
    />
  );
}
