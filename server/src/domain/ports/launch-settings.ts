// The launch settings staff edit and the public pages read on every request
// (storage/launch-settings-repository.ts implements it).
import type { LaunchSettings, LaunchSettingsChange } from '@funil/core/launch-settings';

export interface StoredLaunchSettings {
  settings: LaunchSettings;
  /** When staff last saved them; null while the spec's defaults stand. */
  updatedAt: string | null;
}

export interface LaunchSettingsEditor {
  id: string;
  email: string;
  name: string;
}

export interface LaunchSettingsReader {
  read(): Promise<StoredLaunchSettings>;
}

export interface LaunchSettingsStore extends LaunchSettingsReader {
  /** Saves the settings and their audit row in one transaction; returns the change. */
  save(next: LaunchSettings, editor: LaunchSettingsEditor, time: string): Promise<LaunchSettingsChange>;
  /** The newest changes first. */
  listChanges(limit: number): Promise<LaunchSettingsChange[]>;
}
