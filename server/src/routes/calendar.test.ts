import { startTestServer } from '@funil/testkit/server/test-server';
import { describe, expect, it } from 'vitest';

describe('GET /api/calendar/imersao-ia-na-pratica.ics', () => {
  it('answers a downloadable iCalendar file with the immersion window in UTC', async () => {
    const { app } = await startTestServer();
    const response = await app.request('/api/calendar/imersao-ia-na-pratica.ics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="imersao-ia-na-pratica.ics"',
    );
    const body = await response.text();
    expect(body).toContain('DTSTART:20250426T120000Z');
    expect(body).toContain('DTEND:20250426T200000Z');
    expect(body).toContain('LOCATION:Online');
  });

  it('is a JSON 404 for any other calendar file', async () => {
    const { app } = await startTestServer();
    const response = await app.request('/api/calendar/outro.ics');
    expect(response.status).toBe(404);
  });
});
