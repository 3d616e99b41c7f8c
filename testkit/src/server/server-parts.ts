// The server's parts that drills and benches drive by name, outside a running server: the app's
// wiring and the pieces a drill takes apart (the ads sender, staff accounts, the bot check's and
// the login throttle's numbers, the fake Meta API, the payments sandbox). The database is
// server/storage.ts. Imported as @funil/testkit/server/server-parts.

export { engagementScore } from '@funil/core/engagement-score';
export { leadEngagement } from '@funil/core/lead-engagement';
export { MIN_TIME_TO_SUBMIT_MS } from '@funil/server/domain/bot-check';
export { createConversionsSender } from '@funil/server/domain/conversions-sender';
export { createStaffUser } from '@funil/server/domain/create-staff-user';
export { DEFAULT_LOGIN_THROTTLE } from '@funil/server/http/login-throttle';
export { createSandboxProvider } from '@funil/server/providers/payments/sandbox-provider';
export { type WireAppOptions, wireApp } from '@funil/server/wiring/wire-app';
export { type FakeMetaApi, startFakeMetaApi } from '../fakes/fake-meta-api.ts';
