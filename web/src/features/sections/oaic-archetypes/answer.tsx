import type { AnswerProps } from '../types';
import { PointsAllocator } from './points-allocator';
import { readProfile } from './profile';

export default function OaicAnswer({ content, answers, onChange, disabled }: AnswerProps) {
  return (
    <div className="stack">
      {content.instructions && <p className="muted">{content.instructions}</p>}
      <PointsAllocator
        idPrefix="r"
        content={content}
        profile={readProfile(answers)}
        disabled={disabled}
        onChange={(update) => onChange((current) => update(readProfile(current)))}
      />
    </div>
  );
}
