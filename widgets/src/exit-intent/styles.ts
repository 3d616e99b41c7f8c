// The exit-intent popup's whole stylesheet, injected into its shadow root and nowhere else.
import dialogCss from '../ui/dialog.css?inline';
import themeCss from '../ui/theme.css?inline';
import tokensCss from '../ui/tokens.css?inline';
import exitCss from './exit-intent.css?inline';

export const EXIT_INTENT_CSS = [tokensCss, themeCss, dialogCss, exitCss].join('\n');
