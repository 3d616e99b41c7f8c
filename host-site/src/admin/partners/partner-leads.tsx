// The leads one partner brought, newest first, with whether they bought.

import { formatDateTime } from '@funil/core/dates';
import { ATTRIBUTION_LABELS, CONVERSION_STAGE_LABELS, labelFor } from '@funil/core/labels';
import { formatBRL } from '@funil/core/offers';
import type { PartnerLead } from '@funil/core/partner-admin';
import { useEffect, useRef, useState } from 'react';
import { LeadCell } from '../lead-cell.tsx';
import { Pager } from '../pager.tsx';
import { ResourceStatus } from '../resource-status.tsx';
import { useAdminResource } from '../use-admin-resource.ts';

export function PartnerLeads({ code, onClose }: { code: string; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const resource = useAdminResource('GET /partners/:code/leads', { params: { code }, query: `page=${page}` });
  const { data, loading } = resource;
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening the list moves focus to it, so keyboard and screen-reader users land where it appeared.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="admin-card" aria-labelledby="partner-leads-title" aria-busy={loading}>
      <h2 id="partner-leads-title" tabIndex={-1} ref={heading}>
        Leads do parceiro {data !== undefined ? data.partner.name : code}
      </h2>
      <button type="button" className="admin-button" onClick={onClose}>
        Fechar lista
      </button>
      <ResourceStatus resource={resource} />
      {data !== undefined &&
        (data.leads.length === 0 ? (
          <p className="admin-empty">Este parceiro ainda não trouxe leads.</p>
        ) : (
          <>
            <div className="admin-table-wrap">
              <table className="admin-table">
                <caption>
                  {data.total === 1 ? '1 lead' : `${data.total} leads`} de {data.partner.name}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Lead</th>
                    <th scope="col">Chegou em</th>
                    <th scope="col">Etapa</th>
                    <th scope="col">Compra</th>
                    <th scope="col">{ATTRIBUTION_LABELS.lastTouch}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.leads.map((lead) => (
                    <tr key={lead.id}>
                      <LeadCell
                        name={lead.name}
                        phone={lead.phone}
                        instagram={lead.instagram}
                        optedOut={lead.optedOut}
                      />
                      <td>{formatDateTime(lead.createdAt)}</td>
                      <td>{labelFor(CONVERSION_STAGE_LABELS, lead.conversionStage)}</td>
                      <td>
                        {lead.hasPurchased
                          ? `Sim${lead.purchaseValueCents === null ? '' : `, ${formatBRL(lead.purchaseValueCents)}`}`
                          : 'Não'}
                      </td>
                      <td>{lastTouch(lead)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager of={data} onPage={setPage} noun="leads do parceiro" />
          </>
        ))}
    </section>
  );
}

/** The lead's latest touch, when it came later than the first: through which partner, and when. */
function lastTouch(lead: PartnerLead): string {
  if (lead.lastTouchAt === null) return 'O mesmo do primeiro';
  const through = lead.lastTouchPartnerCode ?? ATTRIBUTION_LABELS.noPartner;
  return `${through}, ${formatDateTime(lead.lastTouchAt)}`;
}
