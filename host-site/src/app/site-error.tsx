// What a visitor sees when a page cannot be drawn: the launch settings or the page's code could not
// be fetched (a dropped connection, a deploy in between). Nothing they typed is lost: the lead modal
// keeps its data in the browser; trying again reloads the page.
export function SiteError() {
  return (
    <main className="page site-error">
      <h1>Não foi possível carregar esta página</h1>
      <p className="lead">Verifique sua conexão com a internet e tente de novo.</p>
      <button type="button" className="cta" onClick={() => location.reload()}>
        Tentar de novo
      </button>
    </main>
  );
}
