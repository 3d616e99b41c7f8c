// The lead modal's whole stylesheet, injected into its shadow root and nowhere else.
import { INSTAGRAM_CARD_CSS } from '../instagram-preview/styles.ts';
import dialogCss from '../ui/dialog.css?inline';
import themeCss from '../ui/theme.css?inline';
import tokensCss from '../ui/tokens.css?inline';
import leadCss from './lead-modal.css?inline';

export const LEAD_MODAL_CSS = [tokensCss, themeCss, dialogCss, leadCss, INSTAGRAM_CARD_CSS].join('\n');
