import { formatScore } from '../../../lib/format';

export function ScoreRing({
  value,
  label,
  caption,
}: {
  value: number | null;
  label: string;
  caption?: string | undefined;
}) {
  return (
    <div
      className="score-ring"
      style={{ ['--value' as string]: value ?? 0 }}
      role="img"
      aria-label={`${label}: ${formatScore(value)}`}
    >
      <div className="score-ring-inner">
        <div>
          <div className="score-ring-value">{formatScore(value)}</div>
          {caption && <div className="small muted">{caption}</div>}
        </div>
      </div>
    </div>
  );
}
