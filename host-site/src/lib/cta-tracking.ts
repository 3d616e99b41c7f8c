// CTAClick (spec §7) for every call to action of the site, without each page wiring its own:
// one listener sees clicks on elements styled or marked as CTAs.
import { type Tracker, trackCtaClick } from '@funil/widgets/react';

const CTA_SELECTOR = 'a.cta, button.cta, [data-cta]';
/** Event fields stay short; a long label says nothing more to an ad platform. */
const MAX_NAME = 50;

/** The CTA's name: its data-cta value, else its visible text. */
export function ctaName(element: Element): string {
  const name = element.getAttribute('data-cta') || element.textContent || '';
  return name.replace(/\s+/g, ' ').trim().slice(0, MAX_NAME);
}

/** The part of the page the CTA sits in: its section's id, 'hero' in a page header, else the path. */
export function ctaSection(element: Element, pathname: string): string {
  const section = element.closest('section[id], [data-section]');
  if (section) return section.getAttribute('data-section') || section.id;
  if (element.closest('header')) return 'hero';
  return pathname;
}

/** Tracks every CTA click on the document; returns the function that stops it. */
export function watchCtaClicks(tracker: Tracker, doc: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(CTA_SELECTOR) : null;
    if (!target) return;
    trackCtaClick(tracker, ctaName(target), ctaSection(target, doc.location.pathname));
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
