// The public route map of spec §2, shared by the site's router (which page renders) and the server
// (which paths answer 200 and which answer 404 with the not-found page): one list, so the two never
// disagree about what exists.
import { isLeadId } from './lead-id.ts';
import { IMMERSION } from './offers.ts';
import { isPartnerCode } from './partner-code.ts';
import { isStaffPath } from './routes.ts';

/** The demonstration pages '/demo-{name}'; a name missing here is an unknown page. */
export const DEMO_NAMES = ['imersao', 'clinicas', 'advocacia', 'imobiliarias', 'varejo'] as const;
export type DemoName = (typeof DEMO_NAMES)[number];

/** Events with a debriefing page ('/debriefing/{slug}'). */
export const DEBRIEFING_SLUGS = [IMMERSION.slug] as const;
export type DebriefingSlug = (typeof DEBRIEFING_SLUGS)[number];

/** '/debriefing/{segment}': an event's slug, or a lead's id (the immersion's recap, greeting that lead). */
export function isDebriefingSegment(segment: string): boolean {
  return isLeadId(segment) || (DEBRIEFING_SLUGS as readonly string[]).includes(segment.toLowerCase());
}

interface RouteParam {
  name: string;
  optional: boolean;
  /** Whether a value names something this page can show; anything else is the not-found page. */
  isWellFormed: (value: string) => boolean;
}

export interface PublicRoute {
  /** Without the leading slash, as the router nests it ('' is the home page). */
  path: string;
  /** At most one, as the last segment. */
  param?: RouteParam;
  /** Outside the site's wrapper (no header or footer): the diagnosis pages. */
  bare?: boolean;
}

const leadId = (optional: boolean): RouteParam => ({ name: 'leadId', optional, isWellFormed: isLeadId });

export const PUBLIC_ROUTES = {
  home: { path: '' },
  soldOut: { path: 'vagas-esgotadas' },
  thankYou: { path: 'obrigado' },
  privacyPolicy: { path: 'politica-de-privacidade' },
  termsOfUse: { path: 'termos-de-uso' },
  program: { path: 'ianapratica', param: leadId(true) },
  waitingRoom: { path: 'sala-de-espera', param: leadId(true) },
  proposal: { path: 'proposta', param: leadId(true) },
  mentoring: { path: 'mentoria', param: leadId(true) },
  mentoringThankYou: { path: 'mentoria-obrigado' },
  debriefing: {
    path: 'debriefing',
    param: { name: 'slug', optional: true, isWellFormed: isDebriefingSegment },
  },
  debriefingWaitingRoom: { path: 'debriefing-sala-de-espera' },
  complementaryMaterial: { path: 'materialcomplementar' },
  remarketing: { path: 'remarketing' },
  direct: { path: 'direto' },
  advice: { path: 'conselho' },
  whats: { path: 'whats' },
  paymentSuccess: { path: 'pagamento/sucesso' },
  paymentCancelled: { path: 'pagamento/cancelado' },
  paymentExpired: { path: 'pagamento/expirado' },
  /** An in-page PIX charge shown again (the WhatsApp reminders' {link_pagamento}, issue 30). */
  paymentPix: { path: 'pagamento/pix' },
  partner: {
    path: 'parceiro',
    param: { name: 'codigoParceiro', optional: false, isWellFormed: isPartnerCode },
  },
  /**
   * A partner's private results (issue 31), opened by the secret in the link's fragment: outside the
   * wrapper (no tracker, no popup, no site links), never indexed.
   */
  partnerResults: { path: 'parceiro/resultados', bare: true },
  diagnosis: { path: 'diagnostico', param: leadId(false), bare: true },
  simpleDiagnosis: { path: 'diagnostico-simples', param: leadId(false), bare: true },
} as const satisfies Record<string, PublicRoute>;

export type PublicPage = keyof typeof PUBLIC_ROUTES;

/** The pattern React Router wants: 'ianapratica/:leadId?'. */
export function routerPath(route: PublicRoute): string {
  if (!route.param) return route.path;
  return `${route.path}/:${route.param.name}${route.param.optional ? '?' : ''}`;
}

/** Whether a matched route's parameter (undefined when absent) names something the page can show. */
export function isWellFormedParam(route: PublicRoute, value: string | undefined): boolean {
  if (!route.param) return value === undefined;
  if (value === undefined) return route.param.optional;
  return route.param.isWellFormed(value);
}

const DEMO_PATH = /^demo-([a-z0-9-]+)$/;

/** The demo a '/demo-{name}' path names, if any ('demo-imersao' → 'imersao'). */
export function demoNameOf(path: string): DemoName | undefined {
  const name = DEMO_PATH.exec(path.replace(/^\/+|\/+$/g, '').toLowerCase())?.[1];
  return (DEMO_NAMES as readonly string[]).includes(name ?? '') ? (name as DemoName) : undefined;
}

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * Whether the site has a page at this path (query and fragment ignored; case and a trailing slash
 * do not matter, as in the router). Staff pages count: their own guard and 404 live in the app.
 */
export function isKnownPagePath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  if (isStaffPath(pathname)) return true;
  if (demoNameOf(pathname)) return true;
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const decoded = segments.map(decode);
  if (decoded.some((segment) => segment === undefined)) return false;
  const joined = (decoded as string[]).join('/').toLowerCase();
  return Object.values(PUBLIC_ROUTES).some((route: PublicRoute) => {
    if (joined === route.path) return isWellFormedParam(route, undefined);
    if (!route.param || !joined.startsWith(`${route.path}/`)) return false;
    const rest = joined.slice(route.path.length + 1);
    if (rest.includes('/')) return false;
    // The parameter keeps its case (a partner's code), the fixed part does not.
    return isWellFormedParam(route, decoded[decoded.length - 1]);
  });
}
