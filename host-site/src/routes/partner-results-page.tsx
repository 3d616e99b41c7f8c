// '/parceiro/resultados#chave=…': a partner's own results (issue 31), read-only. The secret staff put
// in the link's fragment never leaves this browser but as the Authorization header of
// GET /api/partner-results; the page names no buyer, only counts and sums, one launch at a time
// (the current one first). Out of search engines and sending no Referer.

import { formatLongDate } from '@funil/core/dates';
import { ERRORS } from '@funil/core/errors';
import { ATTRIBUTION_LABELS, COMMISSION_STATUS_LABELS } from '@funil/core/labels';
import { METRIC_LABELS } from '@funil/core/metrics';
import { formatBRL } from '@funil/core/offers';
import {
  PARTNER_RESULTS_LAUNCH_PARAM,
  type PartnerResults,
  type PartnerResultsLaunch,
  pageSecretFromFragment,
} from '@funil/core/partner-results';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PageMeta } from '../components/page-meta.tsx';
import { ApiError, errorMessage, requestJson } from '../lib/http.ts';
import '../styles/partner-results.css';

type Read =
  | { state: 'loading' }
  | { state: 'invalid' }
  | { state: 'failed'; message: string }
  | { state: 'read'; results: PartnerResults };

function useResults(secret: string | undefined, launch: string | undefined): Read {
  const [read, setRead] = useState<Read>({ state: 'loading' });
  useEffect(() => {
    if (secret === undefined) {
      setRead({ state: 'invalid' });
      return;
    }
    const controller = new AbortController();
    setRead((previous) => (previous.state === 'read' ? previous : { state: 'loading' }));
    const query =
      launch === undefined ? '' : `?${new URLSearchParams({ [PARTNER_RESULTS_LAUNCH_PARAM]: launch })}`;
    requestJson<PartnerResults>(`/api/partner-results${query}`, {
      headers: { authorization: `Bearer ${secret}` },
      signal: controller.signal,
    }).then(
      (results) => setRead({ state: 'read', results }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) setRead({ state: 'invalid' });
        else setRead({ state: 'failed', message: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [secret, launch]);
  return read;
}

/** No Referer leaves this page, whatever the server's header says (the secret is in its address). */
function useNoReferrer(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'no-referrer';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

function launchOption(launch: PartnerResultsLaunch): string {
  if (launch.isCurrent) return `${launch.name} (atual)`;
  return launch.to === null
    ? launch.name
    : `${launch.name} (${formatLongDate(launch.from)} a ${formatLongDate(launch.to)})`;
}

export default function PartnerResultsPage() {
  useNoReferrer();
  const { hash } = useLocation();
  const secret = pageSecretFromFragment(hash);
  const [launch, setLaunch] = useState<string | undefined>(undefined);
  const read = useResults(secret, launch);

  return (
    <main className="page page--wide partner-results">
      <PageMeta
        title="Seus resultados · Parceiro"
        description="Leads, vendas e comissões do parceiro."
        noindex
      />
      <p className="kicker">Resultados do parceiro</p>
      {read.state === 'loading' && <p className="partner-results__status">Carregando seus resultados...</p>}
      {read.state === 'invalid' && (
        <div className="panel partner-results__invalid" role="alert">
          <h1>Não foi possível abrir seus resultados</h1>
          <p>{ERRORS.partner_link_invalid}</p>
        </div>
      )}
      {read.state === 'failed' && (
        <div className="panel" role="alert">
          <p>{read.message}</p>
          <button type="button" className="cta" onClick={() => window.location.reload()}>
            Tentar de novo
          </button>
        </div>
      )}
      {read.state === 'read' && <Results results={read.results} onLaunch={(slug) => setLaunch(slug)} />}
    </main>
  );
}

function Results({ results, onLaunch }: { results: PartnerResults; onLaunch: (slug: string) => void }) {
  const { figures, launch } = results;
  const totalCount = results.commissions.reduce((sum, row) => sum + row.count, 0);
  const totalAmount = results.commissions.reduce((sum, row) => sum + row.amountCents, 0);
  return (
    <>
      <h1>{results.partner.name}</h1>
      <p className="lead">
        Os leads, as vendas e as comissões que chegaram pelo seu link ou pelo seu site, lançamento a
        lançamento. Esta página é só sua: não compartilhe o link.
      </p>
      {results.launches.length > 0 && launch && (
        <div className="partner-results__picker">
          <label htmlFor="partner-results-launch">Lançamento</label>
          <select
            id="partner-results-launch"
            value={launch.slug}
            onChange={(event) => onLaunch(event.currentTarget.value)}
          >
            {results.launches.map((one) => (
              <option key={one.slug} value={one.slug}>
                {launchOption(one)}
              </option>
            ))}
          </select>
        </div>
      )}
      {launch === null ? (
        <p className="panel">Ainda não houve nenhum lançamento.</p>
      ) : (
        <>
          <ul className="cards partner-results__figures" aria-label={`Números de ${launch.name}`}>
            <Figure label={METRIC_LABELS.leads} value={String(figures.leads)}>
              {ATTRIBUTION_LABELS.lastTouchLeads}: {figures.lastTouchLeads}
            </Figure>
            <Figure label="Inscrições" value={String(figures.registrations)}>
              nos eventos do lançamento
            </Figure>
            <Figure label={METRIC_LABELS.sales} value={String(figures.sales)}>
              {ATTRIBUTION_LABELS.lastTouchSales}: {figures.lastTouchSales}
            </Figure>
            <Figure label={METRIC_LABELS.grossRevenue} value={formatBRL(figures.grossRevenue)}>
              {ATTRIBUTION_LABELS.lastTouchRevenue}:{' '}
              <span className="partner-results__money">{formatBRL(figures.lastTouchGrossRevenue)}</span>
            </Figure>
          </ul>
          <p className="partner-results__note">
            Cada lead e cada venda contam para quem trouxe a pessoa primeiro. Quando o último contato dela
            antes de comprar veio por você, ele aparece à parte, abaixo de cada número.
          </p>
          <h2>Comissões</h2>
          <div className="partner-results__table">
            <table>
              <caption className="visually-hidden">Comissões de {launch.name} por situação</caption>
              <thead>
                <tr>
                  <th scope="col">Situação</th>
                  <th scope="col">Quantidade</th>
                  <th scope="col">Valor</th>
                </tr>
              </thead>
              <tbody>
                {results.commissions.map((row) => (
                  <tr key={row.status}>
                    <th scope="row">{COMMISSION_STATUS_LABELS[row.status] ?? row.status}</th>
                    <td>{row.count}</td>
                    <td>{formatBRL(row.amountCents)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Total</th>
                  <td>{totalCount}</td>
                  <td>{formatBRL(totalAmount)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      )}
    </>
  );
}

function Figure({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <li className="card partner-results__figure">
      <p className="partner-results__label">{label}</p>
      <p className="partner-results__value">{value}</p>
      {children && <p className="partner-results__beside">{children}</p>}
    </li>
  );
}
