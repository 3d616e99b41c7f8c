// The payment modal's whole stylesheet, injected into its shadow root and nowhere else.
import dialogCss from '../ui/dialog.css?inline';
import themeCss from '../ui/theme.css?inline';
import tokensCss from '../ui/tokens.css?inline';
import paymentCss from './payment.css?inline';

export const PAYMENT_CSS = [tokensCss, themeCss, dialogCss, paymentCss].join('\n');
