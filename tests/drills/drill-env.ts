// Ports of the drills' own servers, apart from the e2e run's (E2E_PORT and the next one).
export const DRILL_PORT = Number(process.env.DRILL_PORT ?? 8796);
