// The loader's <funil-lead-capture> before and after its modal's chunk: a page's life in order (the
// chunk arrives once per page), with a stand-in for the chunk that says whether its modal is open.
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_CTA_LABEL,
  defineLeadCaptureElement,
  LEAD_CAPTURE_TAG,
  type LeadCaptureElement,
  type LeadModalView,
} from './lead-capture-element.ts';

/** The chunk's stand-in: each element's modal is a line saying whether it is open. */
const view: LeadModalView = (element, container) => {
  const draw = () => {
    container.textContent = element.opened ? 'modal aberto' : 'modal fechado';
  };
  draw();
  return {
    update: draw,
    remove: () => {
      container.textContent = '';
    },
  };
};

/** Each fetch of the chunk, answered by the test. */
const fetches: { resolve(loaded: LeadModalView): void; reject(error: Error): void }[] = [];
defineLeadCaptureElement({
  loadModal: () =>
    new Promise((resolve, reject) => {
      fetches.push({ resolve, reject });
    }),
});

afterEach(() => {
  document.body.innerHTML = '';
});

function mount(attributes = ''): LeadCaptureElement {
  document.body.innerHTML = `<${LEAD_CAPTURE_TAG} ${attributes}></${LEAD_CAPTURE_TAG}>`;
  const element = document.querySelector<LeadCaptureElement>(LEAD_CAPTURE_TAG);
  if (!element?.shadowRoot) throw new Error('not drawn');
  return element;
}

const ui = (element: Element) => within(element.shadowRoot as unknown as HTMLElement);
const settle = () => new Promise((resolve) => setTimeout(resolve));

describe('before the modal’s chunk is here', () => {
  it('draws the button at once, named by its label, and fetches nothing until the visitor shows intent', async () => {
    const element = mount('label="Garantir minha vaga"');
    const button = ui(element).getByRole('button', { name: 'Garantir minha vaga' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('type', 'button');
    await settle();
    expect(fetches).toHaveLength(0);

    button.dispatchEvent(new Event('pointerenter'));
    expect(fetches).toHaveLength(1);
    button.focus();
    expect(fetches).toHaveLength(2);
    for (const fetch of fetches) fetch.reject(new Error('sem rede'));
    await settle();
    expect(element.opened).toBe(false);
    expect(element.shadowRoot?.textContent).not.toContain('modal');
  });

  it('a click when the download fails leaves the button as it was, and the next click asks again', async () => {
    const element = mount();
    const button = ui(element).getByRole('button', { name: DEFAULT_CTA_LABEL });
    const before = fetches.length;
    button.click();
    expect(fetches).toHaveLength(before + 1);
    fetches.at(-1)?.reject(new Error('sem rede'));
    await settle();
    expect(element.opened).toBe(false);
    expect(element.shadowRoot?.textContent).not.toContain('modal');

    button.click();
    expect(fetches).toHaveLength(before + 2);
  });

  it('a click before the chunk arrives opens the modal when it does', async () => {
    const element = mount();
    const other = document.createElement(LEAD_CAPTURE_TAG);
    document.body.append(other);
    ui(element).getByRole('button', { name: DEFAULT_CTA_LABEL }).click();
    expect(element.shadowRoot?.textContent).not.toContain('modal');

    fetches.at(-1)?.resolve(view);
    await settle();
    expect(element.shadowRoot?.textContent).toContain('modal aberto');
    // Every element on the page has its modal, closed unless opened.
    expect(other.shadowRoot?.textContent).toContain('modal fechado');
    // The button is the same element, still where the visitor clicked it.
    expect(ui(element).getByRole('button', { name: DEFAULT_CTA_LABEL })).toBe(
      element.shadowRoot?.querySelector('button'),
    );
  });
});

describe('once the chunk is here', () => {
  it('opens and closes at once, and draws the modal again when the element comes back', async () => {
    const element = mount();
    ui(element).getByRole('button', { name: DEFAULT_CTA_LABEL }).click();
    expect(element.shadowRoot?.textContent).toContain('modal aberto');
    element.close();
    expect(element.shadowRoot?.textContent).toContain('modal fechado');

    element.remove();
    expect(element.shadowRoot?.textContent).not.toContain('modal');
    element.open();
    document.body.append(element);
    expect(element.shadowRoot?.textContent).toContain('modal aberto');
  });

  it('follows its label and no-button attributes', () => {
    const element = mount('no-button');
    expect(ui(element).queryByRole('button')).toBeNull();
    element.removeAttribute('no-button');
    expect(ui(element).getByRole('button', { name: DEFAULT_CTA_LABEL })).toBeInTheDocument();
    element.setAttribute('label', 'Quero minha vaga');
    expect(ui(element).getByRole('button', { name: 'Quero minha vaga' })).toBeInTheDocument();
  });
});
