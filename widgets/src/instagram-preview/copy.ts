// The preview card's pt-BR copy (spec §2, §8), word for word where the spec gives it.
import { INSTAGRAM_HANDLE_INVALID } from '@funil/core/instagram';

export const PREVIEW_COPY = {
  title: 'Perfil do Instagram',
  empty: 'Digite seu nome de usuário do Instagram',
  loading: 'Verificando perfil...',
  found: 'Perfil encontrado! Confirme se está correto',
  notFound: 'Usuário não encontrado. Verifique se digitou corretamente.',
  canContinue: 'Não conseguimos verificar seu perfil, mas você pode continuar.',
  rateLimitHint: 'Aguarde alguns instantes e tente de novo, ou use "Continuar sem verificar Instagram".',
  demo: 'Perfil de demonstração',
  verified: 'Conta verificada',
  posts: 'publicações',
  followers: 'seguidores',
  following: 'seguindo',
} as const;

/** Spec §8, in the order the lookup decides between them. */
export const LOOKUP_ERRORS = {
  rateLimited: 'Limite de requisições excedido. Tente novamente mais tarde.',
  rateLimitedShort: 'Muitas requisições. Aguarde um momento.',
  forbidden: 'Acesso negado.',
  apiError: (status: number) => `Erro na API: ${status}`,
  timeout: 'Tempo limite excedido. Verifique sua conexão.',
  // fetch's own text ('Failed to fetch', 'Load failed') is English and browser-specific: not shown.
  offline: 'Sem conexão com o servidor. Verifique sua conexão.',
  noPicture: 'Não foi possível encontrar a foto de perfil',
  invalidData: 'Dados inválidos retornados pela API',
  /** Something thrown that is no Error at all (spec §8). */
  unknown: 'Erro desconhecido ao buscar perfil',
  /** Typed, not looked up: 'ana maria', 'ana!', '@@ana' (issue 27). */
  invalidUsername: INSTAGRAM_HANDLE_INVALID,
} as const;
