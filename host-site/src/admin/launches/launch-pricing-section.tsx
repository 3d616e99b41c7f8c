// The launch editor's "Preços e ofertas" (issue 30): the program offer's batches ("lotes"), coupons
// and order bumps. Saved on its own (PUT /launches/:id/pricing), audited with the launch.
import type { StaffOfferPricing } from '@funil/core/offer-pricing-admin';
import { formatBRL } from '@funil/core/offers';
import { useState } from 'react';
import { ApiError } from '../../lib/http.ts';
import { adminRequest } from '../admin-api.ts';
import { ResourceStatus } from '../resource-status.tsx';
import { useToast } from '../toast.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import { PricingBatches } from './launch-pricing-batches.tsx';
import { PricingBumps } from './launch-pricing-bumps.tsx';
import { PricingCoupons } from './launch-pricing-coupons.tsx';
import { type PricingDraft, pricingBodyOf, pricingDraftOf } from './launch-pricing-draft.ts';
import '../../styles/admin-launch-pricing.css';

export function LaunchPricingSection({ launchId, readOnly }: { launchId: string; readOnly: boolean }) {
  // Read once opened, as the tickets: the editor's own reads come first.
  const [open, setOpen] = useState(false);
  return (
    <section className="admin-card launch-pricing" aria-labelledby="launch-pricing-title">
      <h2 id="launch-pricing-title">Preços e ofertas</h2>
      <p className="admin-muted">
        Lotes de preço, cupons de desconto e order bumps da oferta do programa. O servidor calcula o valor
        cobrado.
      </p>
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>Ver e alterar preços e ofertas</summary>
        {open && <PricingLoader launchId={launchId} readOnly={readOnly} />}
      </details>
    </section>
  );
}

function PricingLoader({ launchId, readOnly }: { launchId: string; readOnly: boolean }) {
  const resource = useAdminResource('GET /launches/:id/pricing', { params: { id: launchId } });
  return (
    <>
      <ResourceStatus resource={resource} loadingText="Carregando preços e ofertas..." />
      {resource.data !== undefined && (
        <PricingForm
          key={JSON.stringify(resource.data)}
          launchId={launchId}
          data={resource.data}
          readOnly={readOnly}
          onSaved={(next) => resource.update(() => next)}
        />
      )}
    </>
  );
}

function PricingForm({
  launchId,
  data,
  readOnly,
  onSaved,
}: {
  launchId: string;
  data: StaffOfferPricing;
  readOnly: boolean;
  onSaved: (next: StaffOfferPricing) => void;
}) {
  const [draft, setDraft] = useState<PricingDraft>(() => pricingDraftOf(data));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const confirm = useToast();
  const disabled = readOnly || saving;

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const next = await adminRequest('PUT /launches/:id/pricing', {
        params: { id: launchId },
        body: pricingBodyOf(draft),
      });
      onSaved(next);
      confirm('Preços e ofertas salvos.');
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? (Object.values(failure.fields)[0] ?? failure.message)
          : 'Não foi possível salvar os preços e ofertas.',
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p>
        Oferta: <strong>{data.offer.name}</strong> — {formatBRL(data.offer.pixPriceCents)} no PIX ou{' '}
        {formatBRL(data.offer.cardTotalCents)} no cartão quando não há lote valendo.
      </p>
      <PricingBatches
        rows={draft.batches}
        saved={data.batches}
        disabled={disabled}
        onChange={(batches) => setDraft((current) => ({ ...current, batches }))}
      />
      <PricingCoupons
        rows={draft.coupons}
        saved={data.coupons}
        disabled={disabled}
        onChange={(coupons) => setDraft((current) => ({ ...current, coupons }))}
      />
      <PricingBumps
        rows={draft.bumps}
        offers={data.bumpable}
        saved={data.bumps}
        disabled={disabled}
        onChange={(bumps) => setDraft((current) => ({ ...current, bumps }))}
      />
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {!readOnly && (
        <div className="admin-actions">
          <button type="submit" className="admin-button" disabled={saving}>
            {saving ? 'Salvando...' : 'Salvar preços e ofertas'}
          </button>
        </div>
      )}
    </form>
  );
}
