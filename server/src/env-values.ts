// Small readers for environment values shared by the settings of several features.
import { ConfigError } from './config.ts';

/** Empty values count as unset, like in config.ts. */
export function envText(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function envPositiveInteger(name: string, value: string | undefined, fallback: number): number {
  const raw = envText(value);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    throw new ConfigError(`${name} inválido: "${raw}". Use um número inteiro positivo.`);
  }
  return Number(raw);
}
