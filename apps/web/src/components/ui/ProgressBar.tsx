interface ProgressBarProps {
  value: number;
  max: number;
  label: string;
  /** What a screen reader reads instead of a bare percentage, e.g. "3 of 13". */
  valueText?: string;
}

export function ProgressBar({ value, max, label, valueText }: ProgressBarProps) {
  const percent = max > 0 ? Math.round((value / max) * 100) : 0;
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
    >
      <div className="progress__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
