// The preview card on its own, for React hosts: in a shadow root of its own like every widget.
import { ShadowHost } from '../ui/shadow-host.tsx';
import { InstagramPreview, type InstagramPreviewProps } from './instagram-preview.tsx';
import { INSTAGRAM_PREVIEW_CSS } from './styles.ts';

export interface InstagramPreviewCardProps extends InstagramPreviewProps {
  /** CSP nonce for the widget's `<style>`, where the browser cannot adopt stylesheets (shadow-root.ts). */
  nonce?: string;
}

export function InstagramPreviewCard({ nonce, ...props }: InstagramPreviewCardProps) {
  return (
    <ShadowHost css={INSTAGRAM_PREVIEW_CSS} nonce={nonce}>
      <InstagramPreview {...props} />
    </ShadowHost>
  );
}
