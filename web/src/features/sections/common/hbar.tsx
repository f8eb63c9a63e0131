/** One labelled horizontal bar, 0-100, optionally with a shaded band (e.g. the average range of a norm). */
export function HBar({
  label,
  value,
  hint,
  muted,
  band,
  display,
  marker,
}: {
  label: string;
  value: number | null;
  hint?: string | undefined;
  muted?: boolean;
  band?: [number, number];
  display?: string;
  marker?: { at: number; label: string } | undefined;
}) {
  const v = value === null ? null : Math.max(0, Math.min(100, Math.round(value)));
  const shown = display ?? (v === null ? '—' : `${v}%`);
  return (
    <div className="hbar" title={hint}>
      <span className={muted ? 'muted small' : ''}>{label}</span>
      <span className="hbar-track" role="img" aria-label={`${label}: ${shown}${marker ? ` (${marker.label})` : ''}`}>
        {band && (
          <span className="hbar-band" style={{ insetInlineStart: `${band[0]}%`, width: `${band[1] - band[0]}%` }} />
        )}
        {v !== null && <span className="hbar-fill" style={{ width: `${v}%`, opacity: muted ? 0.45 : 1 }} />}
        {marker && (
          <span
            className="hbar-marker"
            style={{ insetInlineStart: `${Math.max(0, Math.min(100, marker.at))}%` }}
            title={marker.label}
          />
        )}
      </span>
      <span className="small">{shown}</span>
    </div>
  );
}
