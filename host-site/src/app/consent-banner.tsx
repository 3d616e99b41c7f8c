// The LGPD consent for the ad pixels and GA4 (spec's tracking on Funil's own site): asked once, in
// pt-BR, only when staff configured at least one pixel. Nothing loads before 'Aceitar'; 'Recusar'
// loads nothing, and the server sends the ad platforms nothing of the visitor (decision 0024: the
// tracker tells it, with each event and for the lead this browser saved). The answer is kept in this
// browser (widgets' storage module) and can be changed from the footer's 'Preferências de cookies'. A bar at the end of the page that sticks to the bottom of
// the screen: it never hides the end of a page, and the lead modal (a top-layer dialog) covers it.
import {
  hasPixels,
  type PixelConsent,
  type PixelIds,
  readPixelConsent,
  rememberPixelConsent,
  useLaunchSettings,
} from '@funil/widgets/react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import './consent-banner.css';

const PIXEL_NAMES: [keyof PixelIds, string][] = [
  ['metaPixelId', 'o Pixel da Meta'],
  ['tiktokPixelId', 'o Pixel do TikTok'],
  ['analyticsId', 'o Google Analytics'],
];

/** 'a, b e c' */
function listOf(names: string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`;
}

/** The footer's link asks the banner to open again; one listener, the banner's. */
let reopen: (() => void) | null = null;

export function ConsentBanner() {
  const settings = useLaunchSettings('');
  const [choice, setChoice] = useState<PixelConsent | null>(() => readPixelConsent());
  const [open, setOpen] = useState(false);
  const titleId = useId();

  useEffect(() => {
    reopen = () => setOpen(true);
    return () => {
      reopen = null;
    };
  }, []);

  const tracking = settings?.tracking;
  if (!tracking || !hasPixels(tracking) || (choice !== null && !open)) return null;

  const answer = (next: PixelConsent) => {
    const previous = choice;
    rememberPixelConsent(next);
    setChoice(next);
    setOpen(false);
    if (next === 'accepted') void import('../lib/site-pixels.ts').then((pixels) => pixels.startSitePixels());
    // Pixels already running cannot be taken out of the page: a new load starts without them.
    else if (previous === 'accepted') location.reload();
  };
  const names = PIXEL_NAMES.filter(([key]) => tracking[key]).map(([, name]) => name);

  return (
    <section className="consent-banner" aria-labelledby={titleId}>
      <h2 id={titleId} className="consent-banner__title">
        Cookies e medição de anúncios
      </h2>
      <p className="consent-banner__text">
        Com a sua permissão, usamos {listOf(names)}, que gravam cookies, para medir as visitas e saber quais
        anúncios trouxeram você. Se recusar, nada disso é carregado e não enviamos dados seus às plataformas
        de anúncios. Saiba mais na <Link to="/politica-de-privacidade">Política de Privacidade</Link>.
      </p>
      <div className="consent-banner__actions">
        <button type="button" className="consent-banner__button" onClick={() => answer('refused')}>
          Recusar
        </button>
        <button type="button" className="consent-banner__button" onClick={() => answer('accepted')}>
          Aceitar
        </button>
      </div>
    </section>
  );
}

/** The footer's way back to the choice, shown once the visitor answered and only with pixels. */
export function CookiePreferencesButton() {
  const settings = useLaunchSettings('');
  if (!settings || !hasPixels(settings.tracking)) return null;
  return (
    <button type="button" className="consent-preferences" onClick={() => reopen?.()}>
      Preferências de cookies
    </button>
  );
}
