// /admin/partners (admins only): partners with their leads and sales, create, rename, switch off, copy the embed.
import type { AdminPartner } from '@funil/core/partner-admin';
import { useState } from 'react';
import { PageMeta } from '../../components/page-meta.tsx';
import { ResourceStatus } from '../resource-status.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import { CommissionsDownload } from './commissions-download.tsx';
import { NewPartnerForm } from './new-partner-form.tsx';
import { PartnerLeads } from './partner-leads.tsx';
import { PartnerRow } from './partner-row.tsx';
import '../../styles/admin-ops.css';

export default function PartnersPage() {
  const resource = useAdminResource('GET /partners');
  const { data, update } = resource;
  const [leadsOf, setLeadsOf] = useState<string | null>(null);

  const replace = (partner: AdminPartner) =>
    update((data) => ({
      partners: data.partners.some((p) => p.code === partner.code)
        ? data.partners.map((p) => (p.code === partner.code ? partner : p))
        : [...data.partners, partner].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
    }));

  return (
    <section className="admin-page" aria-labelledby="partners-title">
      <PageMeta title="Parceiros · Funil Equipe" description="Parceiros, seus leads e vendas." noindex />
      <h1 id="partners-title">Parceiros</h1>
      <p>
        Cada parceiro tem um código: ele vai no link <code>/parceiro/código</code> e no script que o parceiro
        cola no próprio site, e todo lead que chega por ali fica com esse parceiro.
      </p>
      <p>
        O lead e a venda ficam com o parceiro do primeiro contato; um novo cadastro vindo de outro parceiro
        não os transfere, e aparece ao lado como último contato.
      </p>
      <ResourceStatus resource={resource} />
      {data !== undefined && (
        <>
          <NewPartnerForm onCreated={replace} />
          <CommissionsDownload />
          {data.partners.length === 0 ? (
            <p className="admin-empty">Nenhum parceiro cadastrado ainda.</p>
          ) : (
            <ul className="admin-partners">
              {data.partners.map((partner) => (
                <PartnerRow
                  key={partner.code}
                  partner={partner}
                  onChanged={replace}
                  onShowLeads={() => setLeadsOf(partner.code)}
                />
              ))}
            </ul>
          )}
          {leadsOf && <PartnerLeads key={leadsOf} code={leadsOf} onClose={() => setLeadsOf(null)} />}
        </>
      )}
    </section>
  );
}
