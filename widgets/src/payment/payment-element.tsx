// <funil-payment>: the script-tag delivery of the payment modal, with an optional button of its own.
import { captureCouponFromLocation } from '../lib/coupon-link.ts';
import type { EmbedServices } from '../lib/embed-services.ts';
import type { EmbedConfig } from '../lib/script-config.ts';
import { defineWidgetElement, type WidgetElement } from '../lib/widget-element.tsx';
import themeCss from '../ui/theme.css?inline';
import tokensCss from '../ui/tokens.css?inline';
import { PaymentModal } from './payment-modal.tsx';

export const PAYMENT_TAG = 'funil-payment';
export const DEFAULT_PAYMENT_LABEL = 'Quero garantir minha vaga';

const BUTTON_CSS = `${tokensCss}\n${themeCss}\n.funil-cta { width: auto; min-width: 220px; }`;

export type PaymentElement = WidgetElement;

export function definePaymentElement(config: EmbedConfig, services: EmbedServices = {}): void {
  // A partner's page linked with ?cupom=: kept for the session, should the visitor browse on first.
  captureCouponFromLocation();
  defineWidgetElement(PAYMENT_TAG, {
    observedAttributes: ['label', 'no-button'],
    css: BUTTON_CSS,
    nonce: config.nonce,
    render: (element) => (
      <>
        {element.hasAttribute('no-button') ? null : (
          <button
            type="button"
            className="funil-button funil-cta"
            aria-haspopup="dialog"
            data-funil-payment=""
            onClick={() => element.open()}
          >
            {element.getAttribute('label') || DEFAULT_PAYMENT_LABEL}
          </button>
        )}
        <PaymentModal
          open={element.opened}
          onClose={() => element.close()}
          apiBase={config.apiBase}
          nonce={config.nonce}
          tracker={services.tracker}
          partner={config.partner}
        />
      </>
    ),
  });
}
