// The §5 validity rules for what identifies a visitor to the ad platforms: only valid data is sent.

export interface TrackedIdentity {
  name?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
}

export interface ContactUserData {
  em?: string;
  ph?: string;
  fn?: string;
  ln?: string;
}

/** Text without spaces, an at sign, a domain, a dot and a suffix. */
export function trackingEmail(email: string | undefined): string | undefined {
  const trimmed = email?.trim().toLowerCase() ?? '';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed) ? trimmed : undefined;
}

/** The digits of the phone when 10 to 15 remain. */
export function trackingPhone(phone: string | undefined): string | undefined {
  const digits = phone?.replace(/\D/g, '') ?? '';
  return digits.length >= 10 && digits.length <= 15 ? digits : undefined;
}

/** First token as the first name, the rest as the last name, lower-cased. */
export function trackingName(name: string | undefined): { fn?: string; ln?: string } {
  const [first, ...rest] = name?.trim().toLowerCase().split(/\s+/).filter(Boolean) ?? [];
  const result: { fn?: string; ln?: string } = {};
  if (first) result.fn = first;
  if (rest.length) result.ln = rest.join(' ');
  return result;
}

/** The contact fields of user_data; an invalid value is left out, never sent. */
export function contactUserData(identity: TrackedIdentity): ContactUserData {
  const data: ContactUserData = trackingName(identity.name);
  const em = trackingEmail(identity.email);
  const ph = trackingPhone(identity.phone);
  if (em) data.em = em;
  if (ph) data.ph = ph;
  return data;
}
