// The lead modal's whole stylesheet, injected into its shadow root and nowhere else.
import phoneInputCss from 'react-phone-number-input/style.css?inline';
import { scopeToShadow } from '../lib/shadow-root.ts';
import dialogCss from '../ui/dialog.css?inline';
import themeCss from '../ui/theme.css?inline';
import tokensCss from '../ui/tokens.css?inline';
import leadCss from './lead-modal.css?inline';

export const LEAD_MODAL_CSS = [tokensCss, themeCss, dialogCss, scopeToShadow(phoneInputCss), leadCss].join(
  '\n',
);
