// /predictions: the conversion model's weights and calibration, the period's leads by probability, retraining on demand.
import { predictionsTables } from '@funil/core/analytics';
import type { Period } from '@funil/core/analytics-period';
import { useState } from 'react';
import { adminRequest, errorMessage } from '../admin-api.ts';
import { formatDateTime, formatInteger } from '../admin-format.ts';
import { AdminOnly } from '../staff-context.tsx';
import { Chart } from './chart.tsx';
import { DataTable } from './data-table.tsx';
import { Kpis, ReportView, useReport } from './report-view.tsx';
import { tableOf } from './tables.ts';

export function PredictionsTab({ period }: { period: Period }) {
  const predictions = useReport('predictions', period);
  const [training, setTraining] = useState('');

  const retrain = async () => {
    setTraining('Treinando o modelo com todos os leads...');
    try {
      const { model } = await adminRequest('POST /analytics/predictions/train', { body: {} });
      setTraining(
        model
          ? 'Modelo treinado e probabilidades atualizadas.'
          : 'Ainda não há compradores e não compradores para treinar.',
      );
      predictions.reload();
    } catch (error) {
      setTraining(errorMessage(error));
    }
  };

  return (
    <>
      <AdminOnly>
        <p>
          <button type="button" className="admin-button" onClick={() => void retrain()}>
            Treinar o modelo agora
          </button>{' '}
          <span role="status">{training}</span>
        </p>
      </AdminOnly>
      <ReportView resource={predictions}>
        {(report) => {
          const tables = predictionsTables(report);
          const model = report.model;
          return (
            <>
              {model ? (
                <Kpis
                  items={[
                    { label: 'Treinado em', value: formatDateTime(model.trainedAt) },
                    { label: 'Leads no treino', value: formatInteger(model.examples) },
                    { label: 'Compradores no treino', value: formatInteger(model.positives) },
                    { label: 'Perda logarítmica', value: model.logLoss.toFixed(3).replace('.', ',') },
                  ]}
                />
              ) : (
                <p className="chart__empty">
                  O modelo ainda não foi treinado: ele precisa de leads que compraram e leads que não
                  compraram.
                </p>
              )}
              <p>
                Regressão logística sobre os sinais de engajamento de cada lead; os pesos estão na escala
                padronizada (quanto maior, mais a variável aumenta a chance de compra).
              </p>
              <div className="analytics__grid">
                <Chart
                  report="predictions"
                  period={period}
                  table={tableOf(tables, 'weights')}
                  kind="bars"
                  series={[1]}
                  summary="O peso de cada variável no modelo."
                />
                <Chart
                  report="predictions"
                  period={period}
                  table={tableOf(tables, 'calibration')}
                  kind="bars"
                  series={[2, 3]}
                  summary="Para cada faixa de probabilidade prevista, a taxa de compra observada."
                />
                <Chart
                  report="predictions"
                  period={period}
                  table={tableOf(tables, 'distribution')}
                  kind="bars"
                  series={[1]}
                  summary="Quantos leads do período caem em cada faixa de probabilidade."
                />
              </div>
              <section className="admin-card chart" aria-labelledby="top-predicted">
                <h3 id="top-predicted">Leads sem compra com maior probabilidade</h3>
                <DataTable
                  table={{
                    key: 'top',
                    title: '',
                    columns: [
                      { label: 'Lead', format: 'text' },
                      { label: 'Probabilidade de compra', format: 'percent' },
                      { label: 'Engajamento', format: 'integer' },
                    ],
                    rows: report.leads.map((lead) => [
                      lead.name || '(sem nome)',
                      lead.probability,
                      lead.engagementScore,
                    ]),
                  }}
                />
                {report.leads.length === 0 && (
                  <p className="chart__empty">Nenhum lead com probabilidade no período.</p>
                )}
              </section>
            </>
          );
        }}
      </ReportView>
    </>
  );
}
