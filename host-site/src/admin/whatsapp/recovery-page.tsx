// /admin/whatsapp/recuperacao: what the checkout recovery cadences sent and recovered, per step.
// A sale counts for the step whose message was the cadence's last before the payment.
import { CADENCE_STATUS_LABELS, CADENCE_TRIGGER_LABELS } from '@funil/core/cadence';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatInteger, formatMoney, keepTogether } from '../admin-format.ts';
import { ResourceStatus } from '../resource-status.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import { formatDelay, stepName } from './whatsapp-format.ts';
import { WhatsAppTabs } from './whatsapp-tabs.tsx';
import './whatsapp.css';

export default function RecoveryPage() {
  const report = useAdminResource('GET /whatsapp/recovery');

  useEffect(() => {
    document.title = 'Recuperação de vendas · WhatsApp · Funil';
  }, []);

  const totals = report.data?.totals;
  return (
    <div className="admin-page whatsapp-page">
      <h1>Recuperação de vendas pelo WhatsApp</h1>
      <WhatsAppTabs />
      <p className="admin-muted">
        Checkouts não pagos e PIX perto de expirar. Uma venda conta para o passo cuja mensagem foi a última da
        cadência antes do pagamento; a receita é o valor da venda.
      </p>
      <ResourceStatus resource={report} loadingText="Carregando a recuperação..." />
      {totals && (
        <ul className="admin-kpis" aria-label="Totais da recuperação">
          <li className="admin-kpi">
            <span className="admin-kpi__label">Vendas recuperadas</span>
            <strong className="admin-kpi__value">{formatInteger(totals.recoveredCheckouts)}</strong>
          </li>
          <li className="admin-kpi">
            <span className="admin-kpi__label">Receita recuperada</span>
            <strong className="admin-kpi__value">
              {keepTogether(formatMoney(totals.recoveredRevenueCents))}
            </strong>
          </li>
          <li className="admin-kpi">
            <span className="admin-kpi__label">Mensagens de recuperação enviadas</span>
            <strong className="admin-kpi__value">{formatInteger(totals.messagesSent)}</strong>
          </li>
        </ul>
      )}
      {report.data && report.data.cadences.length === 0 && (
        <p className="admin-empty">
          Nenhuma cadência de recuperação. <Link to="/admin/cadencias/nova">Crie uma</Link> para checkouts não
          pagos ou PIX perto de expirar.
        </p>
      )}
      {report.data?.cadences.map((cadence) => (
        <section key={cadence.id} className="admin-card" aria-labelledby={`recovery-${cadence.id}`}>
          <h2 id={`recovery-${cadence.id}`}>
            <Link to={`/admin/cadencias/${encodeURIComponent(cadence.id)}`}>{cadence.name}</Link>
          </h2>
          <p className="admin-muted">
            {CADENCE_TRIGGER_LABELS[cadence.trigger]} · {CADENCE_STATUS_LABELS[cadence.status]}
          </p>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">Recuperação por passo: {cadence.name}</caption>
              <thead>
                <tr>
                  <th scope="col">Passo</th>
                  <th scope="col">Quando</th>
                  <th scope="col">Mensagens enviadas</th>
                  <th scope="col">Vendas recuperadas</th>
                  <th scope="col">Receita recuperada</th>
                </tr>
              </thead>
              <tbody>
                {cadence.steps.map((step) => (
                  <tr key={step.step}>
                    <th scope="row">{stepName(step.step)}</th>
                    <td>{formatDelay(cadence.trigger, step.delayMinutes)}</td>
                    <td>{formatInteger(step.messagesSent)}</td>
                    <td>{formatInteger(step.recoveredCheckouts)}</td>
                    <td>{keepTogether(formatMoney(step.recoveredRevenueCents))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
