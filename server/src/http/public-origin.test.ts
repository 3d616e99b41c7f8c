// The public origin: PUBLIC_SITE_URL's, required in production, else the address this process listens on.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config.ts';
import { loadPublicOrigin } from './public-origin.ts';

const LISTEN = { port: 8787, host: undefined };

describe('loadPublicOrigin', () => {
  it('takes PUBLIC_SITE_URL as an origin', () => {
    expect(loadPublicOrigin({ PUBLIC_SITE_URL: 'https://funil.example/' }, LISTEN)).toEqual({
      origin: 'https://funil.example',
      configured: true,
    });
    expect(loadPublicOrigin({ PUBLIC_SITE_URL: ' HTTPS://Funil.Example:8443 ' }, LISTEN).origin).toBe(
      'https://funil.example:8443',
    );
  });

  it('names the listening address locally, localhost for every interface', () => {
    expect(loadPublicOrigin({}, LISTEN)).toEqual({ origin: 'http://localhost:8787', configured: false });
    expect(loadPublicOrigin({ PUBLIC_SITE_URL: ' ' }, { port: 9129, host: '0.0.0.0' }).origin).toBe(
      'http://localhost:9129',
    );
    expect(loadPublicOrigin({}, { port: 80, host: '127.0.0.1' }).origin).toBe('http://127.0.0.1:80');
    expect(loadPublicOrigin({}, { port: 8787, host: '::1' }).origin).toBe('http://[::1]:8787');
  });

  it('refuses what is not a site origin, in Portuguese', () => {
    for (const value of [
      'funil.example',
      'ftp://funil.example',
      'https://funil.example/loja',
      'https://funil.example/?a=1',
      'https://ana:senha@funil.example',
    ]) {
      expect(() => loadPublicOrigin({ PUBLIC_SITE_URL: value }, LISTEN), value).toThrow(
        /^PUBLIC_SITE_URL inválido: .*Exemplo: https:\/\/seu-dominio\.com\.br\.$/,
      );
    }
  });

  // Issue 27, reproduction 3: `pnpm start` without it let every request's Host name the links.
  it('is required with NODE_ENV=production, and the server refuses to start without it', () => {
    expect(() => loadPublicOrigin({ NODE_ENV: 'production' }, LISTEN)).toThrow(ConfigError);
    expect(
      loadPublicOrigin({ NODE_ENV: 'production', PUBLIC_SITE_URL: 'https://funil.example' }, LISTEN),
    ).toEqual({ origin: 'https://funil.example', configured: true });
    const { PUBLIC_SITE_URL: _unset, ...env } = process.env;
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        createRequire(import.meta.url).resolve('tsx'),
        fileURLToPath(new URL('../index.ts', import.meta.url)),
      ],
      {
        env: {
          ...env,
          NODE_ENV: 'production',
          PAYMENT_SANDBOX: 'allow',
          WHATSAPP_APP_SECRET: 'segredo-do-teste',
          DATABASE_PATH: ':memory:',
          PORT: '9129',
          HOST: '127.0.0.1',
        },
        encoding: 'utf8',
        // Only a guard: a server that starts would otherwise keep the test waiting for ever.
        timeout: 60_000,
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      'NODE_ENV=production precisa de PUBLIC_SITE_URL: o endereço público do site (https://seu-dominio.com.br), ' +
        'usado nos links de pagamento, nas mensagens e nos redirecionamentos.',
    );
    // Starting tsx takes seconds on a busy machine; the spawn's own timeout guards the rest.
  }, 60_000);
});
