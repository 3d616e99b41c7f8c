// The server's parts that drills and benches drive by name, outside a running server: the app
// factory and the pieces a drill takes apart (the ads sender, staff accounts, the bot check's and
// the login throttle's numbers, the fake Meta API, the payments sandbox). The database is
// testing/storage.ts. Imported as @funil/server/testing/server-parts.

export { engagementScore } from '@funil/core/engagement-score';
export { leadEngagement } from '@funil/core/lead-engagement';
export { MIN_TIME_TO_SUBMIT_MS } from '../domain/bot-check.ts';
export { createConversionsSender } from '../domain/conversions-sender.ts';
export { createStaffUser } from '../domain/create-staff-user.ts';
export { DEFAULT_LOGIN_THROTTLE } from '../http/login-throttle.ts';
export { type FakeMetaApi, startFakeMetaApi } from '../providers/ads/fake-meta-api.ts';
export { createSandboxProvider } from '../providers/payments/sandbox-provider.ts';
export { type WireAppOptions, wireApp } from '../wiring/wire-app.ts';
