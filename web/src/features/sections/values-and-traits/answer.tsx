import type { AnswerProps } from '../types';
import { readVtAnswers, setRating } from './answers';
import { RatingsEditor } from './components/ratings-editor';
import { CHOICE_CHANGE } from '../common/choice-group';

export default function ValuesAndTraitsAnswer({ content, answers, onChange, disabled }: AnswerProps) {
  return (
    <RatingsEditor
      mode="clear"
      progressive
      content={content}
      answers={readVtAnswers(answers)}
      disabled={disabled}
      onRate={(part, id, rating) => onChange((a) => setRating(readVtAnswers(a), part, id, rating), CHOICE_CHANGE)}
    />
  );
}
