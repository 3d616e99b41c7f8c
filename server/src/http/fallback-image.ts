// The picture the image proxy answers when the real one is refused or fails: a neutral silhouette.

export const FALLBACK_IMAGE_TYPE = 'image/svg+xml';

/** Ours and static, so unlike an upstream SVG it is safe to serve. */
export const FALLBACK_IMAGE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="150" height="150" viewBox="0 0 150 150" role="img" ' +
  'aria-label="Foto de perfil indisponível"><rect width="150" height="150" fill="#e5e7eb"/>' +
  '<circle cx="75" cy="58" r="28" fill="#9ca3af"/><path d="M25 140c4-30 24-46 50-46s46 16 50 46z" fill="#9ca3af"/></svg>';
