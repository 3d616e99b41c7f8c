// The launches a lead took part in (issue 29): one person, one lead, a participation per launch —
// how they took part (the form, an event, a checkout) and whether they bought — in their journey.
import type { LeadParticipation } from '@funil/core/admin-leads';
import { formatDateTime } from '../admin-format.ts';

/** 'Cadastro pelo formulário · Inscrição: Call gratuita…' */
export function participationWays(participation: LeadParticipation): string {
  const ways = [
    participation.captured ? 'Cadastro pelo formulário' : null,
    participation.events.length > 0 ? `Inscrição: ${participation.events.join(', ')}` : null,
    participation.checkouts > 0
      ? participation.checkouts === 1
        ? '1 checkout aberto'
        : `${participation.checkouts} checkouts abertos`
      : null,
  ].filter(Boolean);
  return ways.join(' · ') || '—';
}

export function LeadParticipations({ participations }: { participations: LeadParticipation[] }) {
  const count = participations.length;
  return (
    <section id="lancamentos" aria-labelledby="lancamentos-title" className="admin-card lead-detail__section">
      <h2 id="lancamentos-title">Lançamentos</h2>
      {count === 0 ? (
        <p className="admin-muted">Este lead ainda não participou de nenhum lançamento.</p>
      ) : (
        <>
          <p>
            {count === 1
              ? 'Participou de 1 lançamento.'
              : `Participou de ${count} lançamentos: é a mesma pessoa em cada um.`}
          </p>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">Lançamentos de que o lead participou</caption>
              <thead>
                <tr>
                  <th scope="col">Lançamento</th>
                  <th scope="col">Desde</th>
                  <th scope="col">Como participou</th>
                  <th scope="col">Compra</th>
                </tr>
              </thead>
              <tbody>
                {participations.map((participation) => (
                  <tr key={participation.launchId}>
                    <td>{participation.launchName}</td>
                    <td>{formatDateTime(participation.since)}</td>
                    <td className="lead-detail__breakable">{participationWays(participation)}</td>
                    <td>{participation.bought ? 'Comprou' : 'Não comprou'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
