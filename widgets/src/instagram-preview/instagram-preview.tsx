// The Instagram preview card (spec §2): each lookup state, the photo or a coloured initial, the counts.
import { useEffect, useId, useState } from 'react';
import { useStore } from 'zustand';
import { PREVIEW_COPY } from './copy.ts';
import { avatarColour, avatarInitial, pictureSource } from './picture-url.ts';
import {
  createPreviewStore,
  type LoadingEnd,
  type PreviewState,
  type PreviewStore,
} from './preview-store.ts';
import type { InstagramProfile } from './profile.ts';
import { profileClientFor } from './profile-client.ts';

export interface InstagramPreviewProps {
  /** The handle as typed; the card strips '@' and spaces and looks it up once typing pauses. */
  username: string;
  /** Origin of the Funil server; '' (the default) means the page's own origin. */
  apiBase?: string;
  /** Called each time a lookup ends: whether a profile was found, and the error if any. */
  onLoadingEnd?(end: LoadingEnd): void;
  /** A profile the host already knows: shown as found, cached and saved. */
  manualProfile?: InstagramProfile;
  /** Seeds the card's own store: lets Storybook show any state without a network. */
  initialState?: Partial<PreviewState>;
}

/** The card without a shadow root of its own: the lead modal draws it inside its own. */
export function InstagramPreview({
  username,
  apiBase = '',
  onLoadingEnd,
  manualProfile,
  initialState,
}: InstagramPreviewProps) {
  const latestOnLoadingEnd = useLatest(onLoadingEnd);
  const [store] = useState<PreviewStore>(() =>
    createPreviewStore(
      { client: profileClientFor(apiBase), onLoadingEnd: (end) => latestOnLoadingEnd.current?.(end) },
      initialState,
    ),
  );
  useEffect(() => () => store.getState().dispose(), [store]);
  useEffect(() => store.getState().setUsername(username), [store, username]);
  useEffect(() => {
    if (manualProfile) store.getState().setManualProfile(manualProfile);
  }, [store, manualProfile]);

  const state = useStore(store);
  const titleId = `${useId()}-ig-title`;

  return (
    <section className="funil-ig" aria-labelledby={titleId} aria-busy={state.status === 'loading'}>
      <h3 id={titleId} className="funil-ig__title">
        {PREVIEW_COPY.title}
      </h3>
      {/* One live region for every state change, so screen readers hear each outcome once. */}
      <div className="funil-ig__status" role="status" aria-live="polite">
        <StatusLine state={state} />
      </div>
      {state.status === 'found' && state.profile ? (
        <ProfileBody profile={state.profile} apiBase={apiBase} />
      ) : null}
    </section>
  );
}

function StatusLine({ state }: { state: PreviewState }) {
  switch (state.status) {
    case 'empty':
      return <p className="funil-ig__hint">{PREVIEW_COPY.empty}</p>;
    case 'loading':
      return (
        <p className="funil-ig__hint">
          <span className="funil-spinner" aria-hidden="true" /> {PREVIEW_COPY.loading}
        </p>
      );
    case 'found':
      return <p className="funil-ig__ok">{PREVIEW_COPY.found}</p>;
    case 'not_found':
      return <p className="funil-ig__error">{state.error}</p>;
    case 'error':
      return (
        <>
          {state.error ? <p className="funil-ig__error">{state.error}</p> : null}
          <p className="funil-ig__hint">{PREVIEW_COPY.canContinue}</p>
          {state.rateLimited ? <p className="funil-ig__hint">{PREVIEW_COPY.rateLimitHint}</p> : null}
        </>
      );
  }
}

const COUNT = new Intl.NumberFormat('pt-BR');

function ProfileBody({ profile, apiBase }: { profile: InstagramProfile; apiBase: string }) {
  return (
    <div className="funil-ig__profile">
      <Avatar key={profile.profilePicUrl} profile={profile} apiBase={apiBase} />
      <div className="funil-ig__who">
        <p className="funil-ig__name">
          {profile.fullName}
          {profile.isVerified ? (
            <span className="funil-ig__verified" role="img" aria-label={PREVIEW_COPY.verified}>
              ✓
            </span>
          ) : null}
        </p>
        <p className="funil-ig__handle">@{profile.username}</p>
        {profile.source === 'demo' ? <p className="funil-ig__demo">{PREVIEW_COPY.demo}</p> : null}
      </div>
      <dl className="funil-ig__counts">
        <Count value={profile.postsCount} label={PREVIEW_COPY.posts} />
        <Count value={profile.followersCount} label={PREVIEW_COPY.followers} />
        <Count value={profile.followingCount} label={PREVIEW_COPY.following} />
      </dl>
    </div>
  );
}

function Count({ value, label }: { value: number; label: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{COUNT.format(value)}</dd>
    </div>
  );
}

function Avatar({ profile, apiBase }: { profile: InstagramProfile; apiBase: string }) {
  const source = pictureSource(profile.profilePicUrl, apiBase);
  const [failed, setFailed] = useState(source === '');
  if (failed) {
    return (
      <span
        className="funil-ig__avatar funil-ig__avatar--initial"
        style={{ background: avatarColour(profile.username) }}
        aria-hidden="true"
        data-testid="avatar-initial"
      >
        {avatarInitial(profile.username)}
      </span>
    );
  }
  return (
    <img
      className="funil-ig__avatar"
      src={source}
      alt={`Foto de perfil de @${profile.username}`}
      width={56}
      height={56}
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  );
}

/** A ref always holding the latest value, so the store built once still calls the newest callback. */
function useLatest<T>(value: T): { current: T } {
  const [ref] = useState(() => ({ current: value }));
  ref.current = value;
  return ref;
}
