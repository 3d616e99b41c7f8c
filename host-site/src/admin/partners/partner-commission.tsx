// A partner's commission (issue 31): its terms (percentage, fixed amount per offer, Asaas wallet),
// its commissions by state in R$, and the form staff change the terms with.
import { COMMISSION_STATUS_LABELS } from '@funil/core/labels';
import { formatBRL } from '@funil/core/offers';
import {
  type AdminPartner,
  COMMISSION_STATUSES,
  type PartnerOfferCommission,
} from '@funil/core/partner-admin';
import { type FormEvent, useState } from 'react';
import { adminRequest, errorMessage } from '../admin-api.ts';

export const COMMISSION_PERCENT_LABEL = 'Comissão (%)';
export const OFFER_COMMISSIONS_LABEL = 'Comissão fixa por oferta';
export const WALLET_LABEL = 'Carteira Asaas (walletId)';

interface Props {
  partner: AdminPartner;
  onChanged: (partner: AdminPartner) => void;
}

/** "12,5" or "12.5" → 12.5; '' → null; anything else → NaN (the server says what is wrong). */
export function percentInput(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
}

/** "R$ 1.234,56", "1234,56" or "1234.56" → 123456 cents; NaN when it is not an amount. */
export function centsInput(text: string): number {
  const digits = text.replace(/[R$\s]/g, '');
  const normalized = digits.includes(',') ? digits.replace(/\./g, '').replace(',', '.') : digits;
  return /^\d+(\.\d{1,2})?$/.test(normalized) ? Math.round(Number(normalized) * 100) : Number.NaN;
}

const percentText = (percent: number | null) => (percent === null ? '' : String(percent).replace('.', ','));
const reaisText = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

interface OfferLine {
  offerCode: string;
  amount: string;
}

export function PartnerCommission({ partner, onChanged }: Props) {
  const base = `partner-${partner.code}-commission`;
  const [editing, setEditing] = useState(false);
  const [percent, setPercent] = useState('');
  const [wallet, setWallet] = useState('');
  const [lines, setLines] = useState<OfferLine[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const open = () => {
    setPercent(percentText(partner.commissionPercent));
    setWallet(partner.asaasWalletId ?? '');
    setLines(
      partner.offerCommissions.map((item) => ({
        offerCode: item.offerCode,
        amount: reaisText(item.fixedCents),
      })),
    );
    setError(null);
    setEditing(!editing);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const offerCommissions: PartnerOfferCommission[] = lines
      .filter((line) => line.offerCode.trim() !== '' || line.amount.trim() !== '')
      .map((line) => ({ offerCode: line.offerCode.trim(), fixedCents: centsInput(line.amount) }));
    try {
      const answer = await adminRequest('PATCH /partners/:code', {
        params: { code: partner.code },
        body: { commissionPercent: percentInput(percent), asaasWalletId: wallet, offerCommissions },
      });
      onChanged(answer.partner);
      setEditing(false);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const setLine = (index: number, change: Partial<OfferLine>) =>
    setLines(lines.map((line, i) => (i === index ? { ...line, ...change } : line)));

  return (
    <section className="admin-partner-commission" aria-labelledby={`${base}-title`}>
      <h3 id={`${base}-title`}>Comissão</h3>
      <dl className="admin-figures">
        <div>
          <dt>{COMMISSION_PERCENT_LABEL}</dt>
          <dd>
            {partner.commissionPercent === null
              ? 'Sem comissão'
              : `${percentText(partner.commissionPercent)} %`}
          </dd>
        </div>
        <div>
          <dt>{OFFER_COMMISSIONS_LABEL}</dt>
          <dd>
            {partner.offerCommissions.length === 0
              ? 'Nenhuma'
              : partner.offerCommissions
                  .map((item) => `${item.offerCode}: ${formatBRL(item.fixedCents)}`)
                  .join('; ')}
          </dd>
        </div>
        <div>
          <dt>{WALLET_LABEL}</dt>
          <dd className="admin-wallet">{partner.asaasWalletId ?? 'Sem carteira: comissão paga à mão'}</dd>
        </div>
      </dl>
      <dl className="admin-figures" aria-label={`Comissões de ${partner.name} por situação`}>
        {COMMISSION_STATUSES.map((status) => (
          <div key={status} data-testid={`${base}-${status}`}>
            <dt>Comissões {COMMISSION_STATUS_LABELS[status]?.toLowerCase()}s</dt>
            <dd>
              {partner.commissions[status].count} · {formatBRL(partner.commissions[status].amountCents)}
            </dd>
          </div>
        ))}
      </dl>
      <div className="admin-actions">
        <button
          type="button"
          className="admin-button"
          aria-expanded={editing}
          aria-controls={`${base}-form`}
          onClick={open}
        >
          Alterar comissão<span className="visually-hidden"> de {partner.name}</span>
        </button>
      </div>
      {editing && (
        <form id={`${base}-form`} className="admin-form" onSubmit={(event) => void save(event)}>
          <div className="admin-field">
            <label htmlFor={`${base}-percent`}>{COMMISSION_PERCENT_LABEL}</label>
            <input
              id={`${base}-percent`}
              inputMode="decimal"
              maxLength={6}
              placeholder="10"
              aria-describedby={`${base}-percent-hint`}
              value={percent}
              onChange={(event) => setPercent(event.currentTarget.value)}
            />
            <small id={`${base}-percent-hint`}>
              Do valor cobrado (com order bumps, depois do cupom). Em branco: sem comissão.
            </small>
          </div>
          <fieldset className="admin-field">
            <legend>{OFFER_COMMISSIONS_LABEL}</legend>
            {lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, never reordered
              <div key={index} className="admin-form--inline">
                <div className="admin-field">
                  <label htmlFor={`${base}-offer-${index}`}>Código da oferta</label>
                  <input
                    id={`${base}-offer-${index}`}
                    maxLength={120}
                    value={line.offerCode}
                    onChange={(event) => setLine(index, { offerCode: event.currentTarget.value })}
                  />
                </div>
                <div className="admin-field">
                  <label htmlFor={`${base}-amount-${index}`}>Valor (R$)</label>
                  <input
                    id={`${base}-amount-${index}`}
                    inputMode="decimal"
                    maxLength={12}
                    placeholder="100,00"
                    value={line.amount}
                    onChange={(event) => setLine(index, { amount: event.currentTarget.value })}
                  />
                </div>
                <button
                  type="button"
                  className="admin-button admin-button--secondary"
                  onClick={() => setLines(lines.filter((_, i) => i !== index))}
                >
                  Remover<span className="visually-hidden"> comissão fixa {index + 1}</span>
                </button>
              </div>
            ))}
            <button
              type="button"
              className="admin-button admin-button--secondary"
              onClick={() => setLines([...lines, { offerCode: '', amount: '' }])}
            >
              Adicionar comissão fixa
            </button>
          </fieldset>
          <div className="admin-field">
            <label htmlFor={`${base}-wallet`}>{WALLET_LABEL}</label>
            <input
              id={`${base}-wallet`}
              maxLength={60}
              autoComplete="off"
              spellCheck={false}
              placeholder="0b763922-aa88-4cbe-a567-e3fe8511fa06"
              aria-describedby={`${base}-wallet-hint`}
              value={wallet}
              onChange={(event) => setWallet(event.currentTarget.value)}
            />
            <small id={`${base}-wallet-hint`}>
              O Asaas paga a comissão nessa carteira pelo split da cobrança. Em branco: a comissão fica
              registrada para ser paga à mão.
            </small>
          </div>
          <button type="submit" className="admin-button" disabled={busy}>
            Salvar comissão
          </button>
          {error && (
            <p role="alert" className="admin-error">
              {error}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
