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
    expect(root?.querySelector('style')?.textContent).toBe('.x { color: red }');
    expect(root?.querySelector('style')?.getAttribute('nonce')).toBe('abc123');
    expect(root?.querySelector('.funil-root p')?.textContent).toBe('conteúdo');
    expect(container.textContent).toBe('');
    expect(document.head.querySelectorAll('style')).toHaveLength(headStyles);
  });
});
