// /admin/leads/:id: everything stored about one lead, section by section.
import {
  CONVERSION_STAGE_LABELS,
  JOURNEY_STAGE_LABELS,
  type LeadDetail,
  type LeadFieldValue,
  QUALIFICATION_LABELS,
  stageLabel,
} from '@funil/core/admin-leads';
import { formatPhone } from '@funil/core/phone';
import { type ReactNode, useEffect, useId } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { formatDateTime, formatEpochMs, formatInteger, formatMoney } from '../admin-format.ts';
import { ResourceStatus } from '../resource-status.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import { QualificationButtons } from './qualification-buttons.tsx';
import './leads.css';

/** Columns people name differently from the database; the rest show their column name. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Nome',
  email: 'E-mail',
  phone: 'Telefone',
  instagram: 'Instagram',
  region: 'Região',
  journey_stage: 'Etapa da jornada',
  conversion_stage: 'Etapa de conversão',
  visit_count: 'Visitas',
  last_visit: 'Última visita',
  has_purchased: 'Comprou',
  trans_value: 'Valor pago',
  partner_code: 'Parceiro',
  engagement_score: 'Engajamento',
  conversion_probability: 'Probabilidade de conversão',
  qualification_status: 'Qualificação',
  qualified_at: 'Qualificado em',
  qualified_by: 'Qualificado por',
  created_at: 'Cadastrado em',
  updated_at: 'Atualizado em',
};
/** Shown in their own sections below, not as raw JSON in the field list. */
const IN_SECTIONS = new Set(['clicks_data', 'page_views']);
const MONEY = new Set(['trans_value']);

function fieldText(key: string, value: LeadFieldValue): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (MONEY.has(key) && typeof value === 'number') return formatMoney(value);
  if (key === 'journey_stage') return stageLabel(JOURNEY_STAGE_LABELS, String(value));
  if (key === 'conversion_stage') return stageLabel(CONVERSION_STAGE_LABELS, String(value));
  if (key === 'qualification_status') return stageLabel(QUALIFICATION_LABELS, String(value));
  if (key === 'phone') return formatPhone(String(value));
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDateTime(value);
  return String(value);
}

export default function LeadDetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const back = (location.state as { from?: string } | null)?.from;
  const detail = useAdminResource<LeadDetail>(`/leads/${encodeURIComponent(id)}`);
  const name = detail.data ? String(detail.data.lead.name || 'Sem nome') : 'Lead';

  useEffect(() => {
    document.title = `${name} · Leads · Funil`;
  }, [name]);

  return (
    <div className="admin-page">
      <p>
        <Link to={`/admin/dashboard${back ? `?${back}` : ''}`}>← Voltar para os leads</Link>
      </p>
      <h1>{name}</h1>
      <ResourceStatus resource={detail} loadingText="Carregando lead..." />
      {detail.data && <Sections detail={detail.data} onChanged={detail.reload} />}
    </div>
  );
}

function Sections({ detail, onChanged }: { detail: LeadDetail; onChanged: () => void }) {
  const { lead, behaviour } = detail;
  return (
    <>
      <Section title="Qualificação">
        <QualificationButtons
          leadId={String(lead.id)}
          leadName={String(lead.name)}
          status={lead.qualification_status as 'qualified' | 'not_qualified' | null}
          onChanged={onChanged}
        />
      </Section>

      <Section title="Engajamento">
        <p>
          Pontuação: <strong>{detail.engagement.score}</strong> de 100
        </p>
        {detail.engagement.parts.length > 0 && (
          <ul className="leads-parts">
            {detail.engagement.parts.map((part) => (
              <li key={part.signal}>
                {part.label}: +{part.points}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Dados do lead">
        <dl className="leads-fields">
          {Object.entries(lead)
            .filter(([key]) => !IN_SECTIONS.has(key))
            .map(([key, value]) => (
              <div key={key}>
                <dt>{FIELD_LABELS[key] ?? key}</dt>
                <dd>{fieldText(key, value)}</dd>
              </div>
            ))}
        </dl>
      </Section>

      <Section title="Instagram">
        {detail.instagramProfile ? (
          <dl className="leads-fields">
            <div>
              <dt>Perfil</dt>
              <dd>
                @{detail.instagramProfile.username} ({detail.instagramProfile.full_name})
              </dd>
            </div>
            <div>
              <dt>Seguidores</dt>
              <dd>{formatInteger(detail.instagramProfile.followers_count)}</dd>
            </div>
            <div>
              <dt>Seguindo</dt>
              <dd>{formatInteger(detail.instagramProfile.following_count)}</dd>
            </div>
            <div>
              <dt>Publicações</dt>
              <dd>{formatInteger(detail.instagramProfile.posts_count)}</dd>
            </div>
            <div>
              <dt>Consultado em</dt>
              <dd>{formatDateTime(detail.instagramProfile.fetched_at)}</dd>
            </div>
          </dl>
        ) : (
          <p className="admin-muted">Nenhum perfil do Instagram consultado para este lead.</p>
        )}
      </Section>

      <Table
        title="Páginas vistas"
        empty="Nenhuma página vista registrada."
        headers={['Página', 'Título', 'Quando', 'Tempo na página']}
        rows={behaviour.pageViews.map((view) => [
          view.url,
          view.title || '—',
          formatEpochMs(view.timestamp),
          `${formatInteger(Math.round(view.timeSpent / 1000))} s`,
        ])}
        caption={`Páginas vistas (tempo total: ${formatInteger(Math.round(behaviour.timeOnPageMs / 1000))} s)`}
      />
      <Table
        title="Cliques"
        empty="Nenhum clique registrado."
        headers={['Elemento', 'Texto', 'Tipo', 'Quando']}
        rows={behaviour.clicks.map((click) => [
          click.elementId || click.path || '—',
          click.elementText || '—',
          click.elementType || '—',
          formatEpochMs(click.timestamp),
        ])}
      />
      <Table
        title="Interações"
        empty="Nenhuma interação registrada."
        headers={['Tipo', 'Dados', 'Quando']}
        rows={detail.interactions.map((i) => [i.interaction_type, i.data, formatDateTime(i.created_at)])}
      />
      <Table
        title="Inscrições em eventos"
        empty="Nenhuma inscrição."
        headers={['Evento', 'Inscrito em', 'Situação', 'Mensagem enviada', 'Origem']}
        rows={detail.registrations.map((r) => [
          r.event_title,
          formatDateTime(r.registration_date),
          r.status,
          r.message_sent ? 'Sim' : 'Não',
          r.utm_source ?? '—',
        ])}
      />
      <Table
        title="Checkouts"
        empty="Nenhum checkout."
        headers={['Criado em', 'Oferta', 'Forma', 'Valor', 'Situação', 'Pago em', 'Provedor']}
        rows={detail.checkouts.map((c) => [
          formatDateTime(c.created_at),
          c.offer_code,
          c.method === 'pix' ? 'PIX' : c.method === 'credit-card' ? 'Cartão' : c.method,
          formatMoney(c.amount_cents),
          c.status,
          formatDateTime(c.paid_at),
          c.provider,
        ])}
      />
      <Table
        title="Pagamentos"
        empty="Nenhum evento de pagamento recebido."
        headers={['Recebido em', 'Evento', 'Provedor', 'Checkout', 'Processado em']}
        rows={detail.payments.map((p) => [
          formatDateTime(p.received_at),
          p.event_type,
          p.provider,
          p.checkout_id ?? '—',
          formatDateTime(p.processed_at),
        ])}
      />
      <Table
        title="Eventos de rastreamento"
        empty="Nenhum evento de rastreamento."
        headers={['Evento', 'Quando', 'Situação', 'Tentativas', 'Entregue em']}
        rows={detail.trackingEvents.map((e) => [
          e.event_name,
          formatEpochMs(e.event_time * 1000),
          e.status,
          String(e.attempts),
          formatDateTime(e.delivered_at),
        ])}
      />
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="admin-card">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Table(props: {
  title: string;
  caption?: string;
  empty: string;
  headers: string[];
  rows: string[][];
}) {
  return (
    <Section title={props.title}>
      {props.rows.length === 0 ? (
        <p className="admin-muted">{props.empty}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="leads-caption">{props.caption ?? props.title}</caption>
            <thead>
              <tr>
                {props.headers.map((header) => (
                  <th key={header} scope="col">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {props.rows.map((row, index) => (
                // Rows of a log never reorder, so the position is a stable key.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                <tr key={index}>
                  {row.map((cell, column) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed column order.
                    <td key={column}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
