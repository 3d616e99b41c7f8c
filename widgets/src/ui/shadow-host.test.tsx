import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShadowHost } from './shadow-host.tsx';

describe('ShadowHost', () => {
  it('renders its children and its CSS inside an open shadow root, nothing in the page head', () => {
    const headStyles = document.head.querySelectorAll('style').length;
    const { container } = render(
      <ShadowHost css=".x { color: red }" nonce="abc123">
        <p>conteúdo</p>
      </ShadowHost>,
    );
    const root = container.querySelector('funil-widget')?.shadowRoot;
    expect(root?.adoptedStyleSheets[0]?.cssRules[0]?.cssText).toBe('.x { color: red; }');
    expect(root?.querySelector('.funil-root p')?.textContent).toBe('conteúdo');
    expect(container.textContent).toBe('');
    expect(document.head.querySelectorAll('style')).toHaveLength(headStyles);
  });
});
