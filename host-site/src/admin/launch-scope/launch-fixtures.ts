// Launches as GET /api/admin/launches lists them, for the staff screens' tests.
import type { LaunchSummary } from '@funil/core/launches';

const base = {
  freeCallStartsAt: '2026-01-15T23:00:00.000Z',
  createdAt: '2026-01-01T12:00:00.000Z',
  updatedAt: '2026-01-01T12:00:00.000Z',
  closedAt: null,
} as const;

export const FIRST_LAUNCH: LaunchSummary = {
  ...base,
  id: '1c9a3e52-7b0d-4f6e-9a21-5d8c7b6a4f30',
  slug: 'ia-na-pratica',
  name: 'IA na Prática',
  state: 'sold_out',
  isCurrent: false,
  publishedAt: '2026-01-01T12:00:00.000Z',
};

export const MARCH_LAUNCH: LaunchSummary = {
  ...base,
  id: '8e2b6d41-3c5a-4e7f-b019-2a4c6e8f0b13',
  slug: 'lancamento-marco',
  name: 'Lançamento Março',
  state: 'capturing',
  isCurrent: true,
  createdAt: '2026-02-01T12:00:00.000Z',
  publishedAt: '2026-02-10T12:00:00.000Z',
};

export const DRAFT_LAUNCH: LaunchSummary = {
  ...base,
  id: '4f7c2a90-6e1b-4d3c-8a5f-0b9e7d6c5a21',
  slug: 'lancamento-maio',
  name: 'Lançamento Maio',
  state: 'draft',
  isCurrent: false,
  createdAt: '2026-03-01T12:00:00.000Z',
  publishedAt: null,
};

export const LAUNCHES = [DRAFT_LAUNCH, MARCH_LAUNCH, FIRST_LAUNCH];
