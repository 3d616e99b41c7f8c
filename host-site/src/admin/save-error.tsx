// Why a staff form saved nothing, in one sentence: the fields the server marked, or its message.

export function SaveError({ fields, message }: { fields: Record<string, string>; message: string }) {
  return (
    <p role="alert" className="admin-error">
      {Object.keys(fields).length > 0
        ? 'Nada foi salvo: corrija os campos marcados.'
        : `Nada foi salvo. ${message}`}
    </p>
  );
}
