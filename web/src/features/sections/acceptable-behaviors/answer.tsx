import type { AnswerProps } from '../types';
import { isNumber, readChoiceMap, setChoice } from '../common/answer-maps';
import { BehaviorQuestions } from './questions';
import { CHOICE_CHANGE } from '../common/choice-group';

export default function AcceptableBehaviorsAnswer({ content, answers, onChange, disabled }: AnswerProps) {
  return (
    <BehaviorQuestions
      content={content}
      answers={readChoiceMap(answers, isNumber)}
      disabled={disabled}
      clearable
      onChange={(id, v) => onChange((current) => setChoice(readChoiceMap(current, isNumber), id, v), CHOICE_CHANGE)}
    />
  );
}
