// The privacy policy and the terms are reachable from every page and say what the LGPD asks for.
import { expect, test } from '@playwright/test';

test('the privacy policy names the controller, each purpose, retention and the data subject rights', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Documentos legais' })
    .getByRole('link', { name: 'Política de Privacidade' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
  for (const section of [
    '1. Quem é o controlador e como falar conosco',
    '3. Para que usamos seus dados e com qual base legal',
    '4. Com quem compartilhamos',
    '5. Por quanto tempo guardamos',
    '6. Seus direitos',
    '7. Como exercer seus direitos',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
  }
  await expect(page.getByText(/Meta \(Facebook e Instagram\), o TikTok e o Google Analytics/)).toBeVisible();
  // The pixels wait for the visitor's consent in the cookie notice.
  await expect(page.getByText(/só são carregados se você clicar em "Aceitar"/)).toBeVisible();
  await expect(page.getByText(/privacidade@localhost/).first()).toBeVisible();
});

test('the terms of use state the prices from the offer and the right of withdrawal', async ({ page }) => {
  await page.goto('/termos-de-uso');
  await expect(page.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
  await expect(page.getByText(/R\$ 1\.797,00 à vista no PIX ou em 12x de R\$ 173,36/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Direito de arrependimento/ })).toBeVisible();
});
