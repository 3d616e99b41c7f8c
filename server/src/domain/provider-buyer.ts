// A buyer who paid without the lead form becomes a lead from what the payment provider knows of them
// (its customer: name, phone, e-mail), cleaned by core's rules and credited to the sale's attribution.
// A lead with that phone (or, without a phone, that e-mail) is the same person: the sale joins it.
import { normalisePhoneNumber } from '@funil/core/phone-plan';
import { regionForPhone } from '@funil/core/regions';
import { cleanLine, hasLetter } from '@funil/core/text';
import { z } from 'zod';
import { phoneSearchVariants } from './lead-erasure.ts';
import type { BuyerLeadRow, BuyerLink, SaleAttribution } from './ports/payment-webhooks.ts';
import type { ProviderCustomer } from './ports/payments.ts';
import { newRowId } from './row-id.ts';

/** A buyer we can make a lead of: a name, and a phone or an e-mail to reach them. */
export interface BuyerContact {
  name: string;
  /** Digits with the country code, or '' when the provider had no valid number. */
  phone: string;
  email: string;
}

const email = z.email().max(254);

/** Undefined when the provider told us nothing a lead can be made of. */
export function buyerContact(customer: ProviderCustomer | undefined): BuyerContact | undefined {
  if (!customer) return undefined;
  const text = (value: unknown, max: number) =>
    typeof value === 'string' ? cleanLine(value).trim().slice(0, max) : '';
  const name = text(customer.name, 120);
  // A national number (Asaas keeps them without the 55) is read as Brazil's, like the lead form.
  const phone = normalisePhoneNumber(text(customer.phone, 40)) ?? '';
  const typedEmail = text(customer.email, 254).toLowerCase();
  const mail = email.safeParse(typedEmail).success ? typedEmail : '';
  if (!hasLetter(name) || (!phone && !mail)) return undefined;
  return { name, phone, email: mail };
}

/** The lead row a buyer becomes: first touch is the sale's, as if the form had been filled there. */
export function buyerLeadRow(
  buyer: BuyerContact,
  attribution: SaleAttribution,
  id: string,
  time: string,
): BuyerLeadRow {
  return {
    id,
    name: buyer.name,
    phone: buyer.phone,
    email: buyer.email,
    region: buyer.phone ? regionForPhone(buyer.phone).name : null,
    ...attribution,
    lead_at: time,
    created_at: time,
    updated_at: time,
  };
}

export function buyerLink(buyer: BuyerContact, time: string): BuyerLink {
  return {
    phones: buyer.phone ? phoneSearchVariants(buyer.phone) : [],
    email: buyer.email || null,
    newLead: (sale) => buyerLeadRow(buyer, sale, newRowId(), time),
  };
}
