// The current launch's settings, which staff edit and the public pages read on every request
// (storage/launch-settings-repository.ts implements it).
import type { LaunchSettings, LaunchSettingsChange } from '@funil/core/launch-settings';
import type { LaunchEditor, LaunchParts } from './launches.ts';

export interface StoredLaunchSettings {
  settings: LaunchSettings;
  /** When staff last saved them; null while the spec's defaults stand. */
  updatedAt: string | null;
  /** The launch these are the settings of: the current one, unless a slug named another. */
  launch: LaunchParts;
}

export interface LaunchSettingsReader {
  /** The current launch's settings. */
  read(): Promise<StoredLaunchSettings>;
  /** A published launch's settings by its address; undefined for a draft or none. */
  readPublished(slug: string): Promise<StoredLaunchSettings | undefined>;
  /**
   * The free call a lead save registers for, in one query: the named launch's while it is published
   * (a partner's data-launch), the current launch's otherwise.
   */
  freeCallSlugFor(launchSlug?: string): Promise<string>;
}

export interface LaunchSettingsStore extends LaunchSettingsReader {
  /** Saves the current launch's settings and their audit row in one transaction; returns the change. */
  save(next: LaunchSettings, editor: LaunchEditor, time: string): Promise<LaunchSettingsChange>;
  /** The newest changes first. */
  listChanges(limit: number): Promise<LaunchSettingsChange[]>;
}
