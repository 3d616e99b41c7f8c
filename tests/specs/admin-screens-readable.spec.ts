// Every staff screen, on a laptop (1366×768) and a phone (390×844), with a busy month of data: no chart
// label overlaps another or leaves its chart, bars are thick enough to see, legends show numbers
// without hovering, no table or card overflows, and no text on screen is a stored code or a column name.
import * as labels from '@funil/core/labels';
import { expect, type Page, test } from '@playwright/test';
import { DATASET_PERIOD } from '../support/analytics-data.ts';
import { BUSY_PERIOD, FULL_LEAD, loadStaffScreensData } from '../support/busy-month-data.ts';
import { readDb } from '../support/lead-rows.ts';
import { overlaps, type PaintedCanvas, recordPaintedCanvases } from '../support/painted-text.ts';
import { createStaffUser, logIn, staffEmail } from '../support/staff.ts';

const ADMIN = { email: staffEmail('telas'), password: 'senha-forte-das-telas-123', role: 'admin' as const };
const busy = `from=${BUSY_PERIOD.from}&to=${BUSY_PERIOD.to}`;
const short = `from=${DATASET_PERIOD.from}&to=${DATASET_PERIOD.to}`;

/** Each screen, with what to do before it is looked at. */
const SCREENS: {
  name: string;
  path: string;
  prepare?: (page: Page) => Promise<void>;
  /** Words this screen shows on purpose although a code spells them the same. */
  allowed?: string[];
}[] = [
  { name: 'leads', path: '/admin/dashboard' },
  {
    name: 'lead-detail',
    path: `/admin/leads/${FULL_LEAD.id}`,
    prepare: async (page) => {
      // A stored id is told by what it stands for: the purchase's checkout by method and amount.
      const purchase = page
        .getByRole('region', { name: 'Checkout e compra' })
        .locator('.leads-fields > div')
        .filter({ hasText: 'Checkout da compra' });
      await expect(purchase).toContainText('Cartão de R$ 2.080,32');
    },
  },
  { name: 'hot-leads', path: '/admin/hot-leads' },
  { name: 'qualification', path: '/admin/qualification' },
  { name: 'funnel', path: `/admin/dashboard-v2?${busy}` },
  { name: 'funnel-short-period', path: `/admin/dashboard-v2?${short}` },
  {
    name: 'journey',
    path: `/admin/dashboard-v2/journey?${busy}`,
    prepare: async (page) => {
      await page.getByLabel('Buscar lead por nome, telefone ou e-mail').fill(FULL_LEAD.email);
      await page.getByRole('button', { name: 'Buscar', exact: true }).click();
      await page.getByRole('button', { name: new RegExp(FULL_LEAD.name) }).click();
      await expect(page.getByRole('heading', { level: 3, name: new RegExp(FULL_LEAD.name) })).toBeVisible();
    },
  },
  { name: 'integrated', path: `/admin/dashboard-integrado?${busy}` },
  { name: 'behaviour', path: `/behavior?${busy}` },
  { name: 'opportunities', path: `/opportunities?${busy}` },
  {
    name: 'predictions',
    path: `/predictions?${busy}`,
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Treinar o modelo agora' }).click();
      await expect(page.getByText('Modelo treinado e probabilidades atualizadas.')).toBeVisible();
    },
  },
  { name: 'launch-results', path: `/admin/launch-results?${busy}` },
  { name: 'launch-results-short-period', path: `/admin/launch-results?${short}` },
  { name: 'customer-success', path: '/admin/customer-success' },
  { name: 'debriefing', path: '/admin/debriefing' },
  { name: 'partners', path: '/admin/partners' },
  { name: 'outbound-webhooks', path: '/admin/webhooks-de-saida' },
  { name: 'launch-settings', path: '/admin/launch-settings' },
  // A launch's address is a name staff chose and read as they typed it; the spec's launch's
  // happens to be spelled as the stored code of its offer.
  { name: 'launches', path: '/admin/lancamentos', allowed: ['ia-na-pratica'] },
  {
    name: 'launch-editor',
    path: '/admin/lancamentos',
    prepare: async (page) => {
      await page.getByRole('link', { name: 'Editar IA na Prática' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'IA na Prática' })).toBeVisible();
    },
  },
  {
    name: 'privacy',
    path: '/admin/privacy',
    prepare: async (page) => {
      await page.getByLabel('Telefone do titular').fill(FULL_LEAD.phone);
      await page.getByRole('button', { name: 'Buscar' }).click();
      await expect(page.getByRole('row', { name: new RegExp(FULL_LEAD.name) })).toBeVisible();
    },
  },
];

const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
];

/**
 * Stored codes staff must never read: the values core/labels names (those whose name is not the
 * value itself, like 'PIX', nor a word the names use, like 'chargeback'), the widget's own tag, and
 * every snake_case column of a lead.
 */
function forbiddenWords(): string[] {
  const lists = Object.entries(labels).filter(
    (entry): entry is [string, Record<string, string>] =>
      typeof entry[1] === 'object' &&
      !['LEAD_FIELD_LABELS', 'URL_PARAM_LABELS', 'DEVICE_INFO_LABELS'].includes(entry[0]),
  );
  const names = lists.flatMap(([, list]) => Object.values(list)).join(' ');
  const codes = lists.flatMap(([list, values]) =>
    Object.entries(values)
      // Tag names ('a', 'p', 'div') are words of any text; only the widget's own tags are codes.
      .filter(([value]) => list !== 'ELEMENT_TYPE_LABELS' || value.includes('-'))
      .filter(([value, name]) => value.toLowerCase() !== name.toLowerCase())
      .filter(([value]) => !new RegExp(`\\b${value}\\b`).test(names))
      .map(([value]) => value),
  );
  const columns = readDb((db) =>
    (db.prepare('PRAGMA table_info(leads)').all() as { name: string }[]).map((column) => column.name),
  ).filter((name) => name.includes('_'));
  return [...new Set([...codes, ...columns])];
}

interface ScreenFacts {
  overflow: number;
  charts: {
    title: string;
    figure: DOMRect;
    canvases: PaintedCanvas[];
    legend: DOMRect | null;
    legendValues: string[];
  }[];
  /** Boxes that stick out of the card they are in. */
  escaping: string[];
  text: string;
}

async function screenFacts(page: Page): Promise<ScreenFacts> {
  return page.evaluate(() => {
    const inside = (inner: DOMRect, outer: DOMRect) =>
      inner.left >= outer.left - 1 &&
      inner.right <= outer.right + 1 &&
      inner.top >= outer.top - 1 &&
      inner.bottom <= outer.bottom + 1;
    const visible = (element: Element) => element.getBoundingClientRect().width > 0;
    const nameOf = (element: Element) =>
      `${element.tagName.toLowerCase()}.${element.className} «${(element.textContent ?? '').trim().slice(0, 40)}»`;

    const charts = [...document.querySelectorAll('figure.chart')].filter(visible).map((figure) => ({
      title: figure.querySelector('h3')?.textContent ?? '',
      figure: figure.getBoundingClientRect().toJSON() as DOMRect,
      canvases: [...figure.querySelectorAll('canvas')].map(
        (canvas) => window.__painted?.(canvas) as PaintedCanvas,
      ),
      legend: (figure.querySelector('.chart__legend')?.getBoundingClientRect().toJSON() as DOMRect) ?? null,
      legendValues: [...figure.querySelectorAll('.chart__legend strong')].map(
        (value) => value.textContent ?? '',
      ),
    }));

    // Open every data table, so they are measured and read too.
    for (const details of document.querySelectorAll('details')) details.open = true;
    const escaping: string[] = [];
    for (const card of [...document.querySelectorAll('.admin-card, .admin-kpi, main')].filter(visible)) {
      const box = card.getBoundingClientRect();
      for (const child of card.querySelectorAll(
        '.admin-table-wrap, table, canvas, .chart__legend, dl, ul, p, form',
      )) {
        if (
          !visible(child) ||
          (child.closest('.admin-table-wrap') !== null && !child.matches('.admin-table-wrap'))
        )
          continue;
        if (!inside(child.getBoundingClientRect(), box)) escaping.push(nameOf(child));
      }
      if (card.scrollWidth > card.clientWidth + 1)
        escaping.push(`${nameOf(card)} is wider inside than its box`);
    }
    for (const wrap of document.querySelectorAll('.admin-table-wrap')) {
      const table = wrap.querySelector('table');
      const scrolls = ['auto', 'scroll'].includes(getComputedStyle(wrap).overflowX);
      if (table && table.scrollWidth > wrap.clientWidth + 1 && !scrolls)
        escaping.push(`${nameOf(table)} is cut off`);
    }
    return {
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      charts,
      escaping,
      // The text as rendered (hidden parts left out, blocks apart), not the DOM's run-together textContent.
      // biome-ignore lint/performance/useDomNodeTextContent: see above.
      text: document.body.innerText,
    };
  });
}

function chartProblems(facts: ScreenFacts): string[] {
  const problems: string[] = [];
  for (const chart of facts.charts) {
    const where = `«${chart.title}»`;
    for (const canvas of chart.canvases) {
      const box = canvas.box;
      if (box.left < chart.figure.left - 1 || box.right > chart.figure.right + 1) {
        problems.push(`${where}: the chart is wider than its card`);
      }
      if (canvas.texts.length === 0) problems.push(`${where}: no label was drawn`);
      for (const text of canvas.texts) {
        const out = text.corners.some(
          ([x, y]) => x < box.left - 1 || x > box.right + 1 || y < box.top - 1 || y > box.bottom + 1,
        );
        if (out) problems.push(`${where}: «${text.text}» is cut at the chart's edge`);
      }
      canvas.texts.forEach((a, i) => {
        for (const b of canvas.texts.slice(i + 1)) {
          if (overlaps(a.corners, b.corners)) problems.push(`${where}: «${a.text}» overlaps «${b.text}»`);
        }
      });
      const bars = canvas.rects.filter((rect) => rect.width > 0 || rect.height > 0);
      if (bars.length > 0) {
        // Bars of one chart share their thickness: the side that is the same for all of them.
        const same = (side: 'width' | 'height') =>
          bars.every((bar) => Math.abs(bar[side] - (bars[0]?.[side] ?? 0)) < 0.6);
        const thickness = same('height')
          ? (bars[0]?.height ?? 0)
          : same('width')
            ? (bars[0]?.width ?? 0)
            : 99;
        if (thickness < 6) problems.push(`${where}: bars ${thickness.toFixed(1)} px thick`);
      }
    }
    if (chart.canvases.length > 0) {
      if (!chart.legend) problems.push(`${where}: no legend`);
      else if (chart.legend.right > chart.figure.right + 1)
        problems.push(`${where}: the legend leaves its card`);
      for (const value of chart.legendValues) {
        if (value.trim() === '' || value.trim() === '—')
          problems.push(`${where}: a legend value reads «${value}»`);
      }
    }
  }
  return problems;
}

/** What is left of the screen's text once addresses, paths and e-mails (which may hold anything) are taken out. */
function wordsOf(text: string): string {
  return text.replace(/\S+@\S+|https?:\/\/\S+|(^|\s)\/\S*/g, ' ');
}

let forbidden: string[] = [];

test.beforeAll(async () => {
  await createStaffUser(ADMIN);
  await loadStaffScreensData();
  forbidden = forbiddenWords();
});

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    for (const screen of SCREENS) {
      test(`${screen.name} reads clearly`, async ({ page }, testInfo) => {
        await recordPaintedCanvases(page);
        await logIn(page, ADMIN);
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText(/^Carregando/)).toHaveCount(0);
        await screen.prepare?.(page);
        await expect(page.locator('.chart__plot:not(:has(canvas))')).toHaveCount(0);
        await expect(page.getByText(/^Carregando|^Buscando/)).toHaveCount(0);

        await page.screenshot({ path: testInfo.outputPath(`${screen.name}.png`), fullPage: true });
        const facts = await screenFacts(page);
        expect(facts.overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
        expect(chartProblems(facts)).toEqual([]);
        expect(facts.escaping).toEqual([]);

        const words = wordsOf(facts.text);
        const raw = forbidden.filter(
          (code) =>
            !screen.allowed?.includes(code) &&
            new RegExp(
              `(?<![\\p{L}\\p{N}_-])${code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}_-])`,
              'u',
            ).test(words),
        );
        expect(raw, 'stored codes or column names on screen').toEqual([]);
      });
    }
  });
}

test('the word lists the check uses are the ones staff must never read', () => {
  expect(forbidden).toEqual(
    expect.arrayContaining([
      'payment_approved',
      'PAYMENT_RECEIVED',
      'funil-widget',
      'customer',
      'utm_source',
      'trans_value',
    ]),
  );
  expect(forbidden).not.toEqual(expect.arrayContaining(['PIX']));
  expect(forbidden).not.toContain('chargeback');
});
