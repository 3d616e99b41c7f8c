import { describe, expect, it } from 'vitest';
import { ApiError } from '../admin-api.ts';
import { loginErrorMessage, waitInWords } from './login-wait.ts';

describe('the login page’s wait', () => {
  it('names the wait in the unit a person reads, rounded up', () => {
    expect(waitInWords(1)).toBe('1 segundo');
    expect(waitInWords(30)).toBe('30 segundos');
    expect(waitInWords(60)).toBe('1 minuto');
    expect(waitInWords(61)).toBe('2 minutos');
    expect(waitInWords(900)).toBe('15 minutos');
    expect(waitInWords(3600)).toBe('1 hora');
    expect(waitInWords(86_399)).toBe('24 horas');
  });

  it('tells a throttled login how long to wait, and any other error as the server wrote it', () => {
    const throttled = new ApiError(429, 'login_throttled', 'Muitas tentativas de login.', {}, 30);
    expect(loginErrorMessage(throttled)).toBe('Muitas tentativas de login. Tente de novo em 30 segundos.');
    const wrong = new ApiError(401, 'login_failed', 'E-mail ou senha incorretos.');
    expect(loginErrorMessage(wrong)).toBe('E-mail ou senha incorretos.');
    const noHeader = new ApiError(429, 'login_throttled', 'Muitas tentativas de login. Aguarde.');
    expect(loginErrorMessage(noHeader)).toBe('Muitas tentativas de login. Aguarde.');
  });
});
