// The standalone card's stylesheet, injected into its shadow root and nowhere else.
import themeCss from '../ui/theme.css?inline';
import tokensCss from '../ui/tokens.css?inline';
import cardCss from './instagram-preview.css?inline';

export { cardCss as INSTAGRAM_CARD_CSS };
export const INSTAGRAM_PREVIEW_CSS = [tokensCss, themeCss, cardCss].join('\n');
