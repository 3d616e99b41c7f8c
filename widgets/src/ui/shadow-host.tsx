// Renders its children inside an open shadow root carrying the widget CSS, on any page.
import { createElement, type ReactNode, useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import { mountShadow } from '../lib/shadow-root.ts';

// A custom tag name, so page rules aimed at div or section never match the host.
const HOST_TAG = 'funil-widget';

export interface ShadowHostProps {
  css: string;
  nonce?: string | undefined;
  children: ReactNode;
}

export function ShadowHost({ css, nonce, children }: ShadowHostProps) {
  const [mount, setMount] = useState<HTMLElement | null>(null);
  const attach = useCallback(
    (host: HTMLElement | null) => {
      if (host) setMount(mountShadow(host, { css, nonce }));
    },
    [css, nonce],
  );
  return (
    <>
      {createElement(HOST_TAG, { ref: attach })}
      {mount ? createPortal(children, mount) : null}
    </>
  );
}
