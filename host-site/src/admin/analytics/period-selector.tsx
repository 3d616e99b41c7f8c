// Chooses the dashboard's period: quick ranges or two dates, both in São Paulo calendar days.
import { addDays, lastDays, type Period, periodSchema } from '@funil/core/analytics-period';
import { type FormEvent, useEffect, useState } from 'react';

const PRESETS = [
  { days: 1, label: 'Hoje' },
  { days: 7, label: '7 dias' },
  { days: 30, label: '30 dias' },
  { days: 90, label: '90 dias' },
] as const;

export function PeriodSelector({
  period,
  onChange,
  launchRange,
}: {
  period: Period;
  onChange: (period: Period) => void;
  /** The days the chosen launch was the site's, offered as one more quick range. */
  launchRange?: Omit<Period, 'launch'> | undefined;
}) {
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [error, setError] = useState('');
  useEffect(() => {
    setFrom(period.from);
    setTo(period.to);
  }, [period.from, period.to]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = periodSchema.safeParse({ from, to });
    if (!parsed.success) {
      setError('Escolha um início antes do fim, em um período de até um ano.');
      return;
    }
    setError('');
    onChange(parsed.data);
  };

  const today = lastDays(new Date(), 1).to;
  const ranges = [
    ...PRESETS.map((preset) => ({
      key: String(preset.days),
      label: preset.label,
      range: { from: addDays(today, -(preset.days - 1)), to: today },
    })),
    ...(launchRange ? [{ key: 'launch', label: 'Todo o lançamento', range: launchRange }] : []),
  ];
  return (
    <form className="period-selector" onSubmit={submit} aria-label="Período">
      <div className="period-selector__presets">
        {ranges.map(({ key, label, range }) => (
          <button
            key={key}
            type="button"
            className="admin-button admin-button--secondary"
            aria-pressed={range.from === period.from && range.to === period.to}
            onClick={() => onChange(range)}
          >
            {label}
          </button>
        ))}
      </div>
      <label className="admin-field">
        De{' '}
        <input type="date" value={from} onChange={(event) => setFrom(event.currentTarget.value)} required />
      </label>
      <label className="admin-field">
        Até <input type="date" value={to} onChange={(event) => setTo(event.currentTarget.value)} required />
      </label>
      <button type="submit" className="admin-button">
        Aplicar
      </button>
      {error && (
        <p role="alert" className="admin-error period-selector__error">
          {error}
        </p>
      )}
    </form>
  );
}
