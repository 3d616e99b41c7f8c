// How the producer's developers check that a delivery came from this site (Standard Webhooks), shown
// beside the secret when it is shown, the one time it is.
export function WebhookSigningNote() {
  return (
    <div className="webhook-signing">
      <h3>Como conferir a assinatura</h3>
      <p>
        As entregas seguem o padrão <a href="https://www.standardwebhooks.com/">Standard Webhooks</a>: um{' '}
        <code>POST</code> com corpo JSON <code>{'{ type, timestamp, data }'}</code> e três cabeçalhos:
      </p>
      <ul>
        <li>
          <code>webhook-id</code>: o id do evento, o mesmo em cada nova tentativa (use-o para não processar
          duas vezes);
        </li>
        <li>
          <code>webhook-timestamp</code>: quando foi enviado, em segundos desde 1970;
        </li>
        <li>
          <code>webhook-signature</code>: <code>v1,</code> seguido da assinatura em base64.
        </li>
      </ul>
      <p>
        Para conferir, calcule o HMAC-SHA256 de <code>webhook-id.webhook-timestamp.corpo</code> com a chave
        que vem depois de <code>whsec_</code> (decodificada de base64) e compare com a assinatura. Recuse
        entregas com horário de mais de 5 minutos de diferença. As bibliotecas do Standard Webhooks fazem essa
        conta por você.
      </p>
    </div>
  );
}
