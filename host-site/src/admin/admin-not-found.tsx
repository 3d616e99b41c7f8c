// A staff path with no screen (yet): said plainly inside the staff frame, never the public site.
export default function AdminNotFound() {
  return (
    <section className="admin-card">
      <h1>Tela não encontrada</h1>
      <p>Esta área da equipe não existe. Use o menu acima.</p>
    </section>
  );
}
