// The not-found page's copy (spec §2), word for word: the site renders it, and the server writes it
// into the 404 answer so the page reads the same before (or without) the script.
export const NOT_FOUND_COPY = {
  title: 'Página não encontrada',
  description: 'O endereço acessado não existe. Volte para o início para continuar.',
  heading: '404',
  message: 'Oops! Page not found',
  homeLink: 'Voltar para o início',
} as const;
