// Chooses the dashboard's period: quick ranges or two dates, both in São Paulo calendar days.
import { addDays, lastDays, type Period, periodSchema } from '@funil/core/analytics-period';
import { type FormEvent, useEffect, useState } from 'react';

const PRESETS = [
  { days: 1, label: 'Hoje' },
  { days: 7, label: '7 dias' },
  { days: 30, label: '30 dias' },
  { days: 90, label: '90 dias' },
] as const;

export function PeriodSelector({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
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
  return (
    <form className="period-selector" onSubmit={submit} aria-label="Período">
      <div className="period-selector__presets">
        {PRESETS.map((preset) => {
          const range = { from: addDays(today, -(preset.days - 1)), to: today };
          const active = range.from === period.from && range.to === period.to;
          return (
            <button
              key={preset.days}
              type="button"
              className="admin-button admin-button--secondary"
              aria-pressed={active}
              onClick={() => onChange(range)}
            >
              {preset.label}
            </button>
          );
        })}
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
