// Staff operations in Chromium with a real login: anonymise a lead (checked in the database), create a
// partner and copy its embed snippet, tick a buyer's onboarding checklist.
import { readFile } from 'node:fs/promises';
import { partnerEmbedSnippet } from '@funil/core/embed-snippet';
import { ERRORS } from '@funil/core/errors';
import { expect, test } from '@playwright/test';
import { insertLeadRow, readRow, type SeededLead } from '../support/admin-ops-rows.ts';
import { SERVER_ORIGIN, WEBHOOK_TOKEN } from '../support/env.ts';
import { uniqueMobile } from '../support/lead-rows.ts';
import { expectAccessibleAndFitting, watchConsole } from '../support/page-checks.ts';
import { createStaffUser, logIn } from '../support/staff.ts';

/** Names and codes of this run only, so a rerun against the same file never meets an old row. */
const RUN = Date.now().toString(36);
const ADMIN = {
  email: `operacoes-${RUN}@funil.test`,
  password: 'uma-senha-longa-de-teste',
  role: 'admin' as const,
};

function seededLead(label: string, areaCode: string): SeededLead & { typedPhone: string } {
  const phone = uniqueMobile(areaCode);
  return {
    id: crypto.randomUUID(),
    name: `${label} ${RUN}`,
    phone: phone.digits,
    typedPhone: `(${areaCode}) ${phone.typed.slice(2, 7)}-${phone.typed.slice(7)}`,
    email: `${label.toLowerCase()}-${RUN}@exemplo.test`,
    instagram: `${label.toLowerCase()}_${RUN}`,
  };
}

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeAll(async () => {
  await createStaffUser(ADMIN);
});

test('an admin finds a lead by phone, exports its data and anonymises it after confirming', async ({
  page,
}) => {
  const lead = seededLead('Titular', '21');
  insertLeadRow(lead);

  await logIn(page, ADMIN);
  // Watched from here: the login page's own session check answers 401 before the login, by design.
  const errors = watchConsole(page);
  await page.goto('/admin/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'LGPD' })).toBeVisible();
  await page.getByLabel('Telefone do titular').fill(lead.typedPhone);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const row = page.getByRole('row', { name: new RegExp(lead.name) });
  await expect(row).toBeVisible();
  await expectAccessibleAndFitting(page);

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: /Exportar dados \(JSON\)/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`lead-${lead.id}.json`);
  const exported = JSON.parse(await readFile(await file.path(), 'utf8'));
  expect(exported.lead).toMatchObject({
    id: lead.id,
    name: lead.name,
    phone: lead.phone,
    url_params: { celular: lead.phone },
  });

  await row.getByRole('button', { name: /Anonimizar/ }).click();
  const dialog = page.getByRole('dialog', { name: `Anonimizar ${lead.name}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Anonimizar' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Dados de ${lead.name} anonimizados.` }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Nenhum lead com este telefone.')).toBeVisible();

  expect(readRow('leads', lead.id)).toMatchObject({
    name: 'Lead anonimizado',
    phone: '',
    email: '',
    instagram: null,
    landing_page: null,
    url_params: null,
    clicks_data: null,
    page_views: null,
    time_on_page: 0,
    anonymized_at: expect.any(String),
  });
  expect(errors).toEqual([]);
});

test('an admin creates a partner and copies its ready-to-paste snippet', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SERVER_ORIGIN });
  const partner = { code: `loja-${RUN}`, name: `Loja da Ana ${RUN}` };

  await logIn(page, ADMIN);
  const errors = watchConsole(page);
  await page.goto('/admin/partners');
  await page.getByLabel('Código', { exact: true }).fill(partner.code);
  await page.getByLabel('Nome', { exact: true }).fill(partner.name);
  await page.getByRole('button', { name: 'Criar parceiro' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Parceiro ${partner.name} criado.` }),
  ).toBeVisible();

  const card = page.getByRole('listitem', { name: new RegExp(partner.name) });
  await expect(card.getByRole('definition').first()).toHaveText(partner.code);
  const snippet = card.getByLabel(`Código para o site de ${partner.name}`);
  await expect(snippet).toHaveValue(partnerEmbedSnippet(SERVER_ORIGIN, partner.code));
  await card.getByRole('button', { name: 'Copiar código' }).click();
  await expect(card.getByRole('status').filter({ hasText: 'Código copiado!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await snippet.inputValue());
  await expectAccessibleAndFitting(page);

  expect(readRow('partners', partner.code)).toMatchObject({ name: partner.name, is_active: 1 });
  expect(errors).toEqual([]);
});

test('an admin registers a partner’s site for the checkout’s way back; a page address is refused', async ({
  page,
}) => {
  const partner = { code: `site-${RUN}`, name: `Loja com Site ${RUN}` };
  await logIn(page, ADMIN);
  const errors = watchConsole(page, ['/api/admin/partners/']);
  await page.goto('/admin/partners');
  await page.getByLabel('Código', { exact: true }).fill(partner.code);
  await page.getByLabel('Nome', { exact: true }).fill(partner.name);
  await page.getByLabel('Site do parceiro (opcional)').fill(`https://www.loja-${RUN}.example/`);
  await page.getByRole('button', { name: 'Criar parceiro' }).click();
  const card = page.getByRole('listitem', { name: new RegExp(partner.name) });
  await expect(card.getByRole('definition').nth(1)).toHaveText(`https://www.loja-${RUN}.example`);

  await card.getByRole('button', { name: `Alterar site de ${partner.name}` }).click();
  const field = card.getByLabel('Site do parceiro');
  await expect(field).toHaveValue(`https://www.loja-${RUN}.example`);
  await field.fill(`https://www.loja-${RUN}.example/checkout`);
  await card.getByRole('button', { name: 'Salvar site' }).click();
  await expect(card.getByRole('alert')).toHaveText(ERRORS.partner_site_origin_invalid);
  expect(readRow('partners', partner.code)).toMatchObject({ site_origin: `https://www.loja-${RUN}.example` });

  await field.fill(`https://vendas-${RUN}.example`);
  await card.getByRole('button', { name: 'Salvar site' }).click();
  await expect(card.getByRole('definition').nth(1)).toHaveText(`https://vendas-${RUN}.example`);
  await expectAccessibleAndFitting(page);
  expect(readRow('partners', partner.code)).toMatchObject({ site_origin: `https://vendas-${RUN}.example` });
  expect(errors).toEqual([]);
});

test('an admin sees the payment webhooks that could not be applied, each with its status', async ({
  page,
  request,
}) => {
  const unreadable = await request.post('/api/webhooks/asaas', {
    headers: { 'asaas-access-token': WEBHOOK_TOKEN },
    data: { event: 'PAYMENT_RECEIVED', marca: `sem-id-${RUN}` },
  });
  expect(unreadable.status()).toBe(200);
  const orphan = await request.post('/api/webhooks/asaas', {
    headers: { 'asaas-access-token': WEBHOOK_TOKEN },
    data: { id: `evt_orfao_${RUN}`, event: 'CHECKOUT_PAID', checkout: { id: `chk_${RUN}` } },
  });
  expect(orphan.status()).toBe(200);

  await logIn(page, ADMIN);
  const errors = watchConsole(page);
  await page
    .getByRole('navigation', { name: 'Áreas da equipe' })
    .getByRole('link', { name: 'Webhooks de pagamento' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Webhooks de pagamento');
  const orphanRow = page.getByRole('row').filter({ hasText: `evt_orfao_${RUN}` });
  await expect(orphanRow).toContainText('Checkout pago');
  await expect(orphanRow).toContainText('Sem checkout correspondente');
  const unreadableRow = page.getByRole('row').filter({ hasText: 'Corpo inválido: não processado' }).first();
  await expect(unreadableRow).toContainText('Pagamento recebido');
  await unreadableRow.getByText('Ver conteúdo').click();
  await expect(unreadableRow.locator('pre')).toContainText(`sem-id-${RUN}`);
  await expectAccessibleAndFitting(page);
  expect(errors).toEqual([]);
});

test('an admin ticks a buyer’s onboarding item and sees who did it', async ({ page }) => {
  const buyer = seededLead('Compradora', '31');
  insertLeadRow(buyer, true);

  await logIn(page, ADMIN);
  const errors = watchConsole(page);
  await page.goto('/admin/customer-success');
  await page.getByLabel('Buscar comprador').fill(buyer.name);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const row = page.getByRole('row', { name: new RegExp(buyer.name) });
  await expect(row).toContainText('R$ 1.797,00');
  await expect(row).toContainText('PIX');
  await expectAccessibleAndFitting(page);

  const item = row.getByRole('checkbox', { name: 'Confirmação enviada' });
  await expect(item).not.toBeChecked();
  // The search's list has settled (a list read again meanwhile would draw the row anew under the click).
  await expect(page.getByRole('region', { name: 'Sucesso do cliente' })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  await item.check();
  await expect(item).toBeChecked();
  await expect(row.getByText(ADMIN.email)).toBeVisible();

  expect(readRow('onboarding_checklists', buyer.id)).toMatchObject({
    confirmation_sent_by: ADMIN.email,
    confirmation_sent_at: expect.any(String),
    in_whatsapp_group_at: null,
  });
  await page.reload();
  await page.getByLabel('Buscar comprador').fill(buyer.name);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(
    page
      .getByRole('row', { name: new RegExp(buyer.name) })
      .getByRole('checkbox', { name: 'Confirmação enviada' }),
  ).toBeChecked();
  expect(errors).toEqual([]);
});

test('a viewer sees no partners or LGPD tools and cannot tick the checklist', async ({ page }) => {
  const viewer = {
    email: `leitura-${RUN}@funil.test`,
    password: 'outra-senha-longa-de-teste',
    role: 'viewer' as const,
  };
  await createStaffUser(viewer);
  const buyer = seededLead('Cliente', '41');
  insertLeadRow(buyer, true);

  await logIn(page, viewer);
  const nav = page.getByRole('navigation', { name: 'Áreas da equipe' });
  await expect(nav.getByRole('link', { name: 'Sucesso do cliente' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Parceiros' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'LGPD' })).toHaveCount(0);

  const errors = watchConsole(page, ['/api/admin/partners']);
  await page.goto('/admin/partners');
  await expect(page.getByRole('alert')).toContainText('Você não tem permissão para esta ação.');
  await expect(page.getByRole('button', { name: 'Criar parceiro' })).toHaveCount(0);

  await page.goto('/admin/customer-success');
  await page.getByLabel('Buscar comprador').fill(buyer.name);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const row = page.getByRole('row', { name: new RegExp(buyer.name) });
  await expect(row.getByRole('checkbox', { name: 'Confirmação enviada' })).toBeDisabled();
  await expect(row.getByRole('button', { name: 'Salvar observação' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
