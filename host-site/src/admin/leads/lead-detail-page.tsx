// /admin/leads/:id: everything stored about one lead, in sections a person looks for, in pt-BR.
import type { LeadDetail, LeadFieldValue } from '@funil/core/admin-leads';
import {
  CHECKOUT_STATUS_LABELS,
  CONSENT_PURPOSE_LABELS,
  CONVERSION_STAGE_LABELS,
  DEVICE_INFO_LABELS,
  DEVICE_LABELS,
  ELEMENT_TYPE_LABELS,
  INTERACTION_TYPE_LABELS,
  JOURNEY_STAGE_LABELS,
  labelFor,
  OFFER_LABELS,
  OPT_OUT_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_PROVIDER_LABELS,
  PROVIDER_EVENT_LABELS,
  REGISTRATION_STATUS_LABELS,
  TRACKING_EVENT_LABELS,
  TRACKING_STATUS_LABELS,
  URL_PARAM_LABELS,
} from '@funil/core/labels';
import { formatPhone } from '@funil/core/phone';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import {
  formatDateTime,
  formatDuration,
  formatEpochMs,
  formatInteger,
  formatMoney,
  jsonEntries,
} from '../admin-format.ts';
import { OptOutBadge } from '../opt-out.tsx';
import { ResourceStatus } from '../resource-status.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import { LeadParticipations } from './lead-participations.tsx';
import { type FieldSpec, fieldLabel, formatField, LEAD_SECTIONS, unsectionedKeys } from './lead-sections.ts';
import { LeadWhatsAppLog } from './lead-whatsapp-log.tsx';
import { QualificationButtons } from './qualification-buttons.tsx';
import './leads.css';

/** The keys of a device description whose values are device categories ('mobile' → 'Celular'). */
const DEVICE_KEYS = new Set(['deviceType', 'device_type', 'type', 'device']);

export default function LeadDetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const back = (location.state as { from?: string } | null)?.from;
  const detail = useAdminResource('GET /leads/:id', { params: { id } });
  const name = detail.data ? String(detail.data.lead.name || 'Sem nome') : 'Lead';

  useEffect(() => {
    document.title = `${name} · Leads · Funil`;
  }, [name]);

  return (
    <div className="admin-page lead-detail">
      <p>
        <Link to={`/admin/dashboard${back ? `?${back}` : ''}`}>← Voltar para os leads</Link>
      </p>
      <h1>{name}</h1>
      {detail.data?.optedOut && (
        <p className="lead-detail__optout">
          <OptOutBadge optedOut /> <span>{OPT_OUT_LABELS.reason}</span>
        </p>
      )}
      <ResourceStatus resource={detail} loadingText="Carregando lead..." />
      {detail.data && <Sections detail={detail.data} onChanged={detail.reload} />}
    </div>
  );
}

const OWN_TABLES = [
  { id: 'lancamentos', title: 'Lançamentos' },
  { id: 'inscricoes', title: 'Inscrições em eventos' },
  { id: 'interacoes', title: 'Interações' },
  { id: 'consentimentos', title: 'Consentimentos' },
  { id: 'rastreamento', title: 'Eventos de rastreamento (anúncios)' },
];

function Sections({ detail, onChanged }: { detail: LeadDetail; onChanged: () => void }) {
  const { lead } = detail;
  const others = unsectionedKeys(lead);
  const section = (id: string) => LEAD_SECTIONS.find((s) => s.id === id) ?? { id, title: id, fields: [] };
  const checkoutOf = (checkoutId: string | null) => detail.checkouts.find((c) => c.id === checkoutId);

  return (
    <>
      <div className="admin-card lead-detail__summary">
        <p>
          {formatPhone(String(lead.phone ?? ''))}
          {lead.instagram ? ` · @${String(lead.instagram)}` : ''} ·{' '}
          {labelFor(JOURNEY_STAGE_LABELS, String(lead.journey_stage))} ·{' '}
          {labelFor(CONVERSION_STAGE_LABELS, String(lead.conversion_stage))}
        </p>
        <QualificationButtons
          leadId={String(lead.id)}
          leadName={String(lead.name)}
          status={lead.qualification_status as 'qualified' | 'not_qualified' | null}
          onChanged={onChanged}
        />
        <p>
          <Link to={`/admin/dashboard-v2/journey?lead=${encodeURIComponent(String(lead.id))}`}>
            Ver a linha do tempo deste lead
          </Link>
        </p>
      </div>

      <nav aria-label="Seções do lead" className="lead-detail__toc">
        <ul>
          {[...LEAD_SECTIONS, ...OWN_TABLES].map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ul>
      </nav>

      <LeadParticipations participations={detail.participations ?? []} />

      <Section id="identificacao" title={section('identificacao').title}>
        <Fields lead={lead} fields={section('identificacao').fields} />
      </Section>

      <Section id="origem" title={section('origem').title}>
        <Fields lead={lead} fields={section('origem').fields} />
      </Section>

      <Section id="visitas" title={section('visitas').title}>
        <Fields lead={lead} fields={section('visitas').fields} />
        <SubTable
          title="Visitas registradas"
          empty="Nenhuma visita registrada."
          headers={['Quando', 'Página', 'Aparelho', 'Veio de']}
          breakable={[1, 3]}
          rows={detail.visits.map((visit) => [
            formatDateTime(visit.visited_at),
            visit.page ?? '—',
            visit.device ? labelFor(DEVICE_LABELS, visit.device) : '—',
            visit.referrer ?? '—',
          ])}
        />
        <SubTable
          title="Páginas vistas"
          caption={`Páginas vistas (tempo total: ${formatDuration(detail.behaviour.timeOnPageMs)})`}
          empty="Nenhuma página vista registrada."
          headers={['Página', 'Título', 'Quando', 'Tempo na página']}
          breakable={[0, 1]}
          rows={detail.behaviour.pageViews.map((view) => [
            view.url,
            view.title || '—',
            formatEpochMs(view.timestamp),
            formatDuration(view.timeSpent),
          ])}
        />
        <SubTable
          title="Cliques"
          empty="Nenhum clique registrado."
          headers={['Elemento', 'Texto', 'Tipo', 'Página', 'Quando']}
          breakable={[0, 1, 3]}
          rows={detail.behaviour.clicks.map((click) => [
            click.elementId || '—',
            click.elementText || '—',
            click.elementType ? labelFor(ELEMENT_TYPE_LABELS, click.elementType) : '—',
            click.path || '—',
            formatEpochMs(click.timestamp),
          ])}
        />
      </Section>

      <Section id="instagram" title={section('instagram').title}>
        {detail.instagramProfile ? (
          <dl className="leads-fields">
            <div>
              <dt>Perfil</dt>
              <dd>
                @{detail.instagramProfile.username} ({detail.instagramProfile.full_name})
                {detail.instagramProfile.is_verified ? ' · verificado' : ''}
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
        <Fields lead={lead} fields={section('instagram').fields} />
      </Section>

      <Section id="compra" title={section('compra').title}>
        <Fields
          lead={lead}
          fields={section('compra').fields}
          shown={{ purchase_id: describeCheckout(checkoutOf(lead.purchase_id as string | null)) }}
        />
        <SubTable
          title="Checkouts"
          empty="Nenhum checkout."
          headers={[
            'Criado em',
            'Oferta',
            'Forma',
            'Valor',
            'Situação',
            'Pago em',
            'Reembolsado',
            'Provedor',
          ]}
          rows={detail.checkouts.map((c) => [
            formatDateTime(c.created_at),
            labelFor(OFFER_LABELS, c.offer_code),
            labelFor(PAYMENT_METHOD_LABELS, c.method),
            formatMoney(c.amount_cents),
            labelFor(CHECKOUT_STATUS_LABELS, c.status),
            formatDateTime(c.paid_at),
            c.refunded_cents ? formatMoney(c.refunded_cents) : '—',
            labelFor(PAYMENT_PROVIDER_LABELS, c.provider),
          ])}
        />
        <SubTable
          title="Avisos de pagamento"
          empty="Nenhum aviso de pagamento recebido."
          headers={['Recebido em', 'Aviso', 'Do checkout', 'Provedor', 'Processado em']}
          breakable={[1, 2, 3]}
          rows={detail.payments.map((p) => {
            const checkout = checkoutOf(p.checkout_id);
            return [
              formatDateTime(p.received_at),
              labelFor(PROVIDER_EVENT_LABELS, p.event_type),
              describeCheckout(checkout) ?? 'Nenhum checkout deste lead',
              labelFor(PAYMENT_PROVIDER_LABELS, p.provider),
              formatDateTime(p.processed_at),
            ];
          })}
        />
      </Section>

      <Section id="engajamento" title={section('engajamento').title}>
        <p>
          Pelos dados de hoje, a pontuação de engajamento é <strong>{detail.engagement.score}</strong> de 100
          {detail.engagement.parts.length > 0 ? ':' : '.'}
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
        <Fields lead={lead} fields={section('engajamento').fields} />
      </Section>

      <Section id="mensagens" title={section('mensagens').title}>
        <Fields lead={lead} fields={section('mensagens').fields} />
        <LeadWhatsAppLog leadId={String(lead.id)} />
      </Section>

      <Section id="inscricoes" title="Inscrições em eventos">
        <SubTable
          title="Inscrições em eventos"
          empty="Nenhuma inscrição."
          headers={['Evento', 'Lançamento', 'Inscrito em', 'Situação', 'Mensagem enviada', 'Origem']}
          breakable={[0, 1, 5]}
          captionHidden
          rows={detail.registrations.map((r) => [
            r.event_title,
            r.launch_name ?? '—',
            formatDateTime(r.registration_date),
            labelFor(REGISTRATION_STATUS_LABELS, r.status),
            r.message_sent ? 'Sim' : 'Não',
            r.utm_source ?? '—',
          ])}
        />
      </Section>

      <Section id="interacoes" title="Interações">
        <SubTable
          title="Interações"
          empty="Nenhuma interação registrada."
          headers={['Quando', 'O que fez', 'Detalhes']}
          breakable={[1, 2]}
          captionHidden
          rows={detail.interactions.map((i) => [
            formatDateTime(i.created_at),
            labelFor(INTERACTION_TYPE_LABELS, i.interaction_type),
            jsonEntries(i.data)
              .map((entry) => (entry.label ? `${entry.label}: ${entry.value}` : entry.value))
              .join('; ') || '—',
          ])}
        />
      </Section>

      <Section id="consentimentos" title="Consentimentos">
        <SubTable
          title="Consentimentos"
          empty="Nenhum consentimento registrado."
          headers={['Dado em', 'Para quê', 'Versão do texto', 'Situação']}
          breakable={[1]}
          captionHidden
          rows={detail.consents.map((c) => [
            formatDateTime(c.granted_at),
            c.purposes.map((purpose) => labelFor(CONSENT_PURPOSE_LABELS, purpose)).join(', ') || '—',
            c.text_version,
            // A refusal (cookie notice) is kept as a consent revoked the moment it was answered.
            c.revoked_at === c.granted_at
              ? 'Recusado'
              : c.revoked_at
                ? `Revogado em ${formatDateTime(c.revoked_at)}`
                : 'Válido',
          ])}
        />
      </Section>

      <Section id="rastreamento" title="Eventos de rastreamento (anúncios)">
        <SubTable
          title="Eventos de rastreamento"
          empty="Nenhum evento de rastreamento."
          headers={['Evento', 'Quando', 'Situação', 'Tentativas', 'Entregue em']}
          breakable={[0, 2]}
          captionHidden
          rows={detail.trackingEvents.map((e) => [
            labelFor(TRACKING_EVENT_LABELS, e.event_name),
            formatEpochMs(e.event_time * 1000),
            labelFor(TRACKING_STATUS_LABELS, e.status),
            formatInteger(e.attempts),
            formatDateTime(e.delivered_at),
          ])}
        />
      </Section>

      {others.length > 0 && (
        <Section id="outros" title="Outros dados">
          <Fields lead={lead} fields={others.map((key) => ({ key, format: 'text' }))} />
        </Section>
      )}
    </>
  );
}

/** A checkout as staff recognise it: 'Cartão de R$ 2.080,32'. */
function describeCheckout(checkout: LeadDetail['checkouts'][number] | undefined): string | undefined {
  return (
    checkout && `${labelFor(PAYMENT_METHOD_LABELS, checkout.method)} de ${formatMoney(checkout.amount_cents)}`
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="admin-card lead-detail__section">
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/** Filled fields as a list; the empty ones named in one line, so a person sees what is missing at a glance. */
function Fields({
  lead,
  fields,
  shown = {},
}: {
  lead: Record<string, LeadFieldValue>;
  fields: FieldSpec[];
  /** Fields better told from the rest of the detail (a checkout by its method and amount, not its id). */
  shown?: Record<string, string | undefined>;
}) {
  const filled = fields.filter(({ key, format }) => !isEmpty(lead[key], format));
  const empty = fields.filter(({ key, format }) => isEmpty(lead[key], format));
  return (
    <>
      {filled.length > 0 && (
        <dl className="leads-fields">
          {filled.map(({ key, format }) => (
            <div key={key} className={format === 'json' ? 'leads-fields__wide' : undefined}>
              <dt>{fieldLabel(key)}</dt>
              <dd>
                {format === 'json' ? (
                  <JsonValue field={key} text={lead[key]} />
                ) : (
                  (shown[key] ?? fieldValue(lead[key], format))
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {empty.length > 0 && (
        <p className="admin-muted lead-detail__empty">
          <strong>Sem dados:</strong> {empty.map(({ key }) => fieldLabel(key)).join(', ')}.
        </p>
      )}
    </>
  );
}

function isEmpty(value: LeadFieldValue | undefined, format: FieldSpec['format']): boolean {
  if (value === null || value === undefined || value === '') return true;
  return format === 'json' && typeof value === 'string' && jsonEntries(value).length === 0;
}

function fieldValue(value: LeadFieldValue | undefined, format: FieldSpec['format']): ReactNode {
  const text = formatField(value, format);
  if (format === 'link' && typeof value === 'string' && /^https?:\/\//.test(value)) {
    return (
      <a href={value} target="_blank" rel="noopener noreferrer">
        {text}
      </a>
    );
  }
  return text;
}

/** device_info and url_params as named lines instead of raw JSON. */
function JsonValue({ field, text }: { field: string; text: LeadFieldValue | undefined }) {
  const names = field === 'device_info' ? DEVICE_INFO_LABELS : field === 'url_params' ? URL_PARAM_LABELS : {};
  const entries = jsonEntries(typeof text === 'string' ? text : null, names);
  if (entries.length === 0) return <>—</>;
  return (
    <dl className="leads-json">
      {entries.map((entry) => (
        <div key={entry.key || entry.value}>
          {entry.label && <dt>{entry.label}</dt>}
          <dd>
            {DEVICE_KEYS.has(entry.key) && field === 'device_info'
              ? labelFor(DEVICE_LABELS, entry.value)
              : entry.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function SubTable(props: {
  title: string;
  caption?: string;
  /** The section's heading already says what the table is. */
  captionHidden?: boolean;
  empty: string;
  headers: string[];
  /** Columns of free text (addresses, pages, details) that wrap; the rest stay on one line. */
  breakable?: number[];
  rows: string[][];
}) {
  if (props.rows.length === 0) {
    return (
      <p className="admin-muted">
        {props.captionHidden ? (
          props.empty
        ) : (
          <>
            <strong>{props.title}:</strong> {props.empty}
          </>
        )}
      </p>
    );
  }
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className={props.captionHidden ? 'visually-hidden' : 'leads-caption'}>
          {props.caption ?? props.title}
        </caption>
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
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed column order.
                  key={column}
                  className={props.breakable?.includes(column) ? 'lead-detail__breakable' : undefined}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
